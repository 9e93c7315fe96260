; Inno Setup 6.3+ script for All Fours on Windows (x64). Untested here: built by
; .github/workflows/release.yml on a Windows runner.
;
;   pyinstaller --noconfirm --distpath dist --workpath build\pyinstaller packaging\allfours.spec
;   iscc /DAppVersion=0.1.0 packaging\windows\allfours.iss
;
; takes dist\allfours\ (the onedir bundle) and writes dist\allfours-<version>-setup.exe: a
; per-user or all-users install (the person chooses), a Start-menu entry, an optional desktop
; icon, and an uninstaller listed in Settings > Apps. Paths are relative to this file.

#define AppName "All Fours"
#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\allfours"
#endif

[Setup]
; the AppId identifies the installation for upgrades and the uninstaller: never change it
AppId={{19740206-6F92-41C0-829E-6DF347D93141}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=All Fours contributors
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
SetupIconFile=..\..\resources\icons\allfours.ico
UninstallDisplayIcon={app}\allfours.exe
UninstallDisplayName={#AppName}
OutputDir=..\..\dist
OutputBaseFilename=allfours-{#AppVersion}-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\allfours.exe"; Comment: "Trinidad's national card game"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\allfours.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\allfours.exe"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
