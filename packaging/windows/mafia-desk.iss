; Inno Setup script for Mafia Desk on Windows (docs/install.md, "Windows"). Build the PyInstaller bundle on
; Windows first (`pyinstaller --noconfirm --clean --distpath dist packaging\mafia_desk.spec`, which makes
; dist\mafia-desk\), then compile this script with Inno Setup 6: `iscc packaging\windows\mafia-desk.iss`.
; The installer lands in dist\installer\. It installs per user (no administrator rights needed), adds a Start
; menu entry and, on request, a desktop icon; uninstalling leaves the database and the settings.

#define AppName "Mafia Desk"
; The release workflow passes the package's version (`iscc /DAppVersion=0.1.0 ...`); by hand it is this one.
#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define Bundle "..\..\dist\mafia-desk"

[Setup]
AppId={{4F0C3B1E-6C55-4E8E-9B1B-5A4D2F7C9E21}
AppName={#AppName}
AppVersion={#AppVersion}
AppPublisher=Mafia Desk
DefaultDirName={localappdata}\Programs\Mafia Desk
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
OutputDir=..\..\dist\installer
OutputBaseFilename=mafia-desk-{#AppVersion}-setup
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
LicenseFile=..\..\LICENSE
UninstallDisplayIcon={app}\mafia-desk.exe

[Languages]
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#Bundle}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\mafia-desk.exe"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\mafia-desk.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\mafia-desk.exe"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
