#!/usr/bin/env bash
# Build dist/AllFours-<version>.dmg on macOS: "All Fours.app" (Info.plist, icon) from
# packaging/allfours.spec, and a disk image holding it beside an Applications link.
# Untested here (Linux): built by .github/workflows/release.yml on a macOS runner.
#
#   packaging/macos/build-dmg.sh
#
#   PYTHON            interpreter with the project's dependencies and PyInstaller (python3)
#   CODESIGN_IDENTITY a "Developer ID Application: ..." identity to sign with; without it the
#                     app keeps PyInstaller's ad-hoc signature (runs after a right-click >
#                     Open; not notarized)
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
PYTHON="${PYTHON:-python3}"
OUT="$ROOT/dist"
WORK="$ROOT/build/macos"
VERSION="$(cd "$ROOT" && "$PYTHON" -c 'import allfours_gui; print(allfours_gui.__version__)')"

rm -rf "$WORK"
mkdir -p "$OUT" "$WORK"
(cd "$ROOT" && "$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$WORK/dist" --workpath "$WORK/pyinstaller" packaging/allfours.spec)
APP="$WORK/dist/All Fours.app"
plutil -lint "$APP/Contents/Info.plist"
[[ "$(plutil -extract CFBundleShortVersionString raw "$APP/Contents/Info.plist")" == "$VERSION" ]]
[[ -f "$APP/Contents/Resources/allfours.icns" ]]
if [[ -n "${CODESIGN_IDENTITY:-}" ]]; then
    codesign --force --deep --options runtime --timestamp --sign "$CODESIGN_IDENTITY" "$APP"
fi
codesign --verify --deep --strict "$APP"

STAGE="$WORK/dmg"
mkdir -p "$STAGE"
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
DMG="$OUT/AllFours-$VERSION.dmg"
rm -f "$DMG"
hdiutil create -volname "All Fours $VERSION" -srcfolder "$STAGE" -fs HFS+ -format UDZO \
    -imagekey zlib-level=9 "$DMG"
echo "built $DMG ($(du -h "$DMG" | cut -f1))"
