#!/usr/bin/env bash
# Build dist/allfours_<version>_amd64.deb: the PyInstaller bundle in /opt/allfours, the command
# /usr/bin/allfours, a .desktop file, hicolor icons, AppStream metainfo, a man page.
#
#   packaging/linux/build-deb.sh [--bundle DIR] [--out DIR] [--work DIR]
#
#   --bundle DIR  package an existing bundle (the dist/allfours folder PyInstaller made from
#                 packaging/allfours.spec) instead of running PyInstaller
#   --out DIR     where the .deb goes (default: dist/ in the repository)
#   --work DIR    scratch space (default: build/ in the repository)
#   PYTHON        the interpreter that has the project's dependencies and PyInstaller
#                 (default: python3)
#
# Needs dpkg-deb and dpkg-shlibdeps (package dpkg-dev): Depends is worked out from the ELF
# files of the bundle, so it lists exactly the system libraries Qt's xcb platform, Qt itself
# and Python's extension modules link to, at the versions of the building machine. Build on
# the oldest distribution the package should install on.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
HERE="$ROOT/packaging/linux"
PYTHON="${PYTHON:-python3}"
BUNDLE=""
OUT="$ROOT/dist"
WORK="$ROOT/build"
while [[ $# -gt 0 ]]; do
    case "$1" in
        --bundle) BUNDLE="$2"; shift 2 ;;
        --out) OUT="$2"; shift 2 ;;
        --work) WORK="$2"; shift 2 ;;
        -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
        *) echo "build-deb.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
for tool in dpkg-deb dpkg-shlibdeps; do
    command -v "$tool" >/dev/null || { echo "build-deb.sh: $tool is missing (apt-get install dpkg-dev)" >&2; exit 1; }
done

APP_ID=org.allfours.AllFours
VERSION="$(cd "$ROOT" && "$PYTHON" -c 'import allfours_gui; print(allfours_gui.__version__)')"
ARCH="$(dpkg --print-architecture)"
grep -q "<release version=\"$VERSION\"" "$HERE/$APP_ID.metainfo.xml" || {
    echo "build-deb.sh: add a <release version=\"$VERSION\"> to $HERE/$APP_ID.metainfo.xml" >&2
    exit 1
}
# reproducible dates: the last commit's, else now
export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(git -C "$ROOT" log -1 --format=%ct 2>/dev/null || date +%s)}"

mkdir -p "$OUT" "$WORK"
if [[ -z "$BUNDLE" ]]; then
    (cd "$ROOT" && "$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
        --distpath "$WORK/pyinstaller-dist" --workpath "$WORK/pyinstaller" \
        packaging/allfours.spec)
    BUNDLE="$WORK/pyinstaller-dist/allfours"
fi
[[ -x "$BUNDLE/allfours" ]] || { echo "build-deb.sh: no program at $BUNDLE/allfours" >&2; exit 1; }
# the translation catalogues (built by the spec) and the Lao font with its licence
for need in resources/i18n/allfours_gd.qm resources/fonts/NotoSansLao-Regular.ttf \
            resources/fonts/OFL.txt; do
    [[ -f "$BUNDLE/_internal/$need" ]] || { echo "build-deb.sh: the bundle lacks $need" >&2; exit 1; }
done

STAGE="$WORK/deb/allfours"
rm -rf "$WORK/deb"
mkdir -p "$STAGE/DEBIAN" "$STAGE/opt" "$STAGE/usr/bin" "$STAGE/usr/share/applications" \
    "$STAGE/usr/share/metainfo" "$STAGE/usr/share/doc/allfours" "$STAGE/usr/share/man/man6" \
    "$STAGE/usr/share/lintian/overrides"
cp -a "$BUNDLE" "$STAGE/opt/allfours"
"$PYTHON" "$HERE/clean_rpath.py" "$STAGE/opt/allfours"
ln -s /opt/allfours/allfours "$STAGE/usr/bin/allfours"
install -m 644 "$HERE/$APP_ID.desktop" "$STAGE/usr/share/applications/"
install -m 644 "$HERE/$APP_ID.metainfo.xml" "$STAGE/usr/share/metainfo/"
for png in "$ROOT"/resources/icons/allfours-*.png; do
    n="$(basename "$png" .png)"; n="${n#allfours-}"
    install -D -m 644 "$png" "$STAGE/usr/share/icons/hicolor/${n}x${n}/apps/allfours.png"
done
install -D -m 644 "$ROOT/resources/icons/allfours.svg" \
    "$STAGE/usr/share/icons/hicolor/scalable/apps/allfours.svg"
install -m 644 "$HERE/copyright" "$STAGE/usr/share/doc/allfours/copyright"
install -m 644 "$HERE/lintian-overrides" "$STAGE/usr/share/lintian/overrides/allfours"
sed "s/@VERSION@/$VERSION/" "$HERE/allfours.6" | gzip -9n > "$STAGE/usr/share/man/man6/allfours.6.gz"
{
    echo "allfours ($VERSION) unstable; urgency=medium"
    echo
    echo "  * Release $VERSION, built from the All Fours repository with PyInstaller."
    echo
    echo " -- All Fours contributors <allfours@users.noreply.github.com>  $(date -u -R -d "@$SOURCE_DATE_EPOCH")"
} | gzip -9n > "$STAGE/usr/share/doc/allfours/changelog.gz"

# Debian permissions: directories and programs 0755, everything else (libraries too) 0644
find "$STAGE" -type d -exec chmod 755 {} +
find "$STAGE" -type f -exec chmod 644 {} +
chmod 755 "$STAGE/opt/allfours/allfours"

# Depends: the packages of every system library that an ELF file of the bundle links to
# (the bundle's own libraries are found through $ORIGIN and skipped)
mkdir -p "$WORK/deb/src/debian"
printf 'Source: allfours\n\nPackage: allfours\nArchitecture: %s\n' "$ARCH" > "$WORK/deb/src/debian/control"
mapfile -t elfs < <(find "$STAGE/opt/allfours" -type f \( -name '*.so' -o -name '*.so.*' -o -path "$STAGE/opt/allfours/allfours" \))
mapfile -t libdirs < <(find "$STAGE/opt/allfours" \( -name '*.so' -o -name '*.so.*' \) -printf '-l%h\n' | sort -u)
DEPENDS="$(cd "$WORK/deb/src" && dpkg-shlibdeps -O --ignore-missing-info "${libdirs[@]}" "${elfs[@]}" \
           2>"$WORK/deb/shlibdeps.log" | sed -n 's/^shlibs:Depends=//p')"
[[ -n "$DEPENDS" ]] || { cat "$WORK/deb/shlibdeps.log" >&2; echo "build-deb.sh: dpkg-shlibdeps found nothing" >&2; exit 1; }
rm -rf "$WORK/deb/src"

cat > "$STAGE/DEBIAN/control" <<EOF
Package: allfours
Version: $VERSION
Architecture: $ARCH
Maintainer: All Fours contributors <allfours@users.noreply.github.com>
Installed-Size: $(du -sk --exclude=DEBIAN "$STAGE" | cut -f1)
Depends: $DEPENDS
Section: games
Priority: optional
Description: Trinidad's national card game
 All Fours is the card game of Trinidad and Tobago. Play with a computer
 partner against two computer opponents, or one against one, by the
 Trinidad rules: stand or beg, give one or run the pack, High, Low, Jack,
 Hang Jack and Game, first to 14. Four levels of computer players, from
 easy to expert.
 .
 The program carries its own Python and Qt libraries in /opt/allfours.
EOF

(cd "$STAGE" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | LC_ALL=C sort -z \
    | xargs -0 md5sum) > "$STAGE/DEBIAN/md5sums"
chmod 644 "$STAGE/DEBIAN/md5sums"

DEB="$OUT/allfours_${VERSION}_${ARCH}.deb"
dpkg-deb --root-owner-group -Zxz --build "$STAGE" "$DEB" >/dev/null
echo "built $DEB ($(du -h "$DEB" | cut -f1); installed $(du -sh --exclude=DEBIAN "$STAGE" | cut -f1))"
