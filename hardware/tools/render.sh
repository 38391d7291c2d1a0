#!/bin/sh
# Renders the mechanical drawing's pictures (hardware/mechanical/*.png) from board.scad and figures.scad,
# and writes pictures.sha256: the digests of the sources they were rendered from. The pictures are
# committed for the docs; GeneratedHardwareTest fails when a source changed and they were not rendered
# again. Needs openscad; without a display, xvfb-run (package xvfb). Run from the repository's root,
# after `java hardware/tools/Generate.java` (which writes figures.scad).
set -eu
dir=hardware/mechanical
[ -f "$dir/board.scad" ] || { echo "render.sh: run from the repository's root" >&2; exit 2; }
command -v openscad >/dev/null || { echo "render.sh: openscad is missing (apt-get install openscad)" >&2; exit 2; }
run=""
if [ -z "${DISPLAY:-}" ]; then
    command -v xvfb-run >/dev/null || { echo "render.sh: no display and no xvfb-run (apt-get install xvfb)" >&2; exit 2; }
    run="xvfb-run -a"
fi

# picture name, size, camera (translate x y z, rotate x y z, distance), then -D settings
render() {
    name=$1 size=$2 camera=$3
    shift 3
    $run openscad --hardwarnings -o "$dir/$name.png" --imgsize="$size" --camera="$camera" "$@" "$dir/board.scad" 2>"$dir/.render.log" \
        || { cat "$dir/.render.log" >&2; rm -f "$dir/.render.log"; exit 1; }
    rm -f "$dir/.render.log"
    echo "$dir/$name.png"
}
render board 1000,750 0,0,0,50,0,20,0 --viewall --autocenter -D 'view="board"'
render underside 1000,750 0,0,0,50,0,20,0 --viewall --autocenter -D 'view="underside"'
for sensor in a1324 ss49e reed; do
    render "section-$sensor" 1400,700 0,0,2,90,0,0,125 --projection=o -D 'view="section"' -D "sensor=\"$sensor\""
done
(cd "$dir" && sha256sum board.scad figures.scad ../tools/render.sh > pictures.sha256)
echo "$dir/pictures.sha256"
