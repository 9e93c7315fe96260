"""The Qt table: controller, scene, card items, dialogs and the main window."""
