"""Games and hands kept in SQLite (stdlib sqlite3), and statistics over them. No Qt."""
