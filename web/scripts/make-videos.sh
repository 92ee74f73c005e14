#!/usr/bin/env bash
# Renders the two looping "How it works" videos of the home page, and a poster for each, from
# diagrams this script draws itself, so the site ships no third-party footage:
#
#   web/public/media/iiot-architecture.mp4 / .jpg     sensors -> edge analytics -> secure link
#                                                     -> hybrid cloud -> dashboard, with a data
#                                                     packet travelling through the stages
#   web/public/media/digital-connectivity.mp4 / .jpg  three stations -> hybrid cloud -> three
#                                                     kinds of user, with data pulses
#
# Then web/scripts/make-posters.ts writes each poster in AVIF and WebP at the widths the page
# offers in its srcset.
#
# Each video: 640x360, 7 s, 15 fps, silent, H.264 (yuv420p, +faststart), under 300 KB. The last
# frame leads back into the first, so the <video loop> on the page has no visible jump.
# The paths, sizes and text alternatives the page uses are in web/app/content/home.ts.
#
# Regenerate (needs ffmpeg built with librsvg and libx264; Debian's ffmpeg package is):
#   bash web/scripts/make-videos.sh
# then commit web/public/media. Frames are drawn as SVG by awk and rasterised by ffmpeg's
# librsvg decoder; no other tool is needed.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:-$here/../public/media}"
mkdir -p "$out"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

FPS=15
SECONDS_LONG=7
FRAMES=$((FPS * SECONDS_LONG))

# Shared drawing helpers for both diagrams, in awk so the script needs nothing beyond POSIX
# tools and ffmpeg. Coordinates are in the 640x360 video frame.
read -r -d '' COMMON_AWK <<'AWK' || true
function clamp(x, lo, hi) { return x < lo ? lo : (x > hi ? hi : x) }
# Ease in and out, so packets accelerate and settle instead of moving mechanically.
function ease(p) { p = clamp(p, 0, 1); return p * p * (3 - 2 * p) }
function lerp(a, b, p) { return a + (b - a) * p }
function header(f, title) {
  printf "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"640\" height=\"360\" viewBox=\"0 0 640 360\">\n" > f
  printf "<rect width=\"640\" height=\"360\" fill=\"#f3f7fa\"/>\n" > f
  printf "<rect width=\"640\" height=\"56\" fill=\"#0b3d5c\"/>\n" > f
  printf "<text x=\"24\" y=\"37\" font-family=\"DejaVu Sans\" font-size=\"22\" font-weight=\"bold\" fill=\"#ffffff\">%s</text>\n", title > f
}
function packet(f, x, y, opacity) {
  printf "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"13\" fill=\"#f39c12\" opacity=\"%.2f\"/>\n", x, y, 0.25 * opacity > f
  printf "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"7\" fill=\"#e67e22\" stroke=\"#ffffff\" stroke-width=\"2\" opacity=\"%.2f\"/>\n", x, y, opacity > f
}
function cloud(f, cx, cy, s, fill) {
  printf "<path transform=\"translate(%.1f %.1f) scale(%.2f)\" d=\"M-26 12 a14 14 0 0 1 2-27 a18 18 0 0 1 33-6 a13 13 0 0 1 19 13 a11 11 0 0 1-2 20 z\" fill=\"%s\"/>\n", cx, cy, s, fill > f
}
# Every frame: its SVG file with the title bar, the diagram's drawing at time t, the closing tag.
# Each diagram defines setup() (its layout, and `title`) and draw(f, t).
BEGIN {
  setup()
  for (i = 0; i < frames; i++) {
    f = sprintf("%s/f%03d.svg", dir, i)
    header(f, title)
    draw(f, i / fps)
    printf "</svg>\n" > f
    close(f)
  }
}
AWK

# Diagram 1: the IIoT architecture as a pipeline of five stages.
read -r -d '' IIOT_AWK <<'AWK' || true
function setup() {
  title = "IIoT architecture"
  n = split("76 197 320 443 564", cx, " ")
  split("Sensors|Edge analytics|Secure link|Hybrid cloud|Dashboard", label, "|")
  split("on pumps and motors|at the station|encrypted|all stations|web and mobile", sub_, "|")
}
function draw(f, t) {
  # The packet dwells 0.3 s at each stage and takes 1.2 s to the next; it rests at the
  # dashboard for the last second, then fades and starts again at the sensors.
  seg = int(t / 1.5); within = t - seg * 1.5
  if (seg >= n - 1) { x = cx[n]; stage = n } else {
    x = lerp(cx[seg + 1], cx[seg + 2], ease((within - 0.3) / 1.2))
    stage = within < 0.3 ? seg + 1 : 0
  }
  opacity = t > 6.6 ? clamp((7 - t) / 0.4, 0, 1) : (t < 0.2 ? t / 0.2 : 1)
  printf "<line x1=\"76\" y1=\"170\" x2=\"564\" y2=\"170\" stroke=\"#9fb6c6\" stroke-width=\"4\" stroke-dasharray=\"10 8\"/>\n" > f
  for (s = 1; s <= n; s++) {
    # A stage is highlighted while the packet dwells at it or passes through its box.
    active = stage != 0 ? (s == stage) : (x >= cx[s] - 46 && x <= cx[s] + 46)
    stroke = active ? "#e67e22" : "#0b3d5c"
    printf "<rect x=\"%d\" y=\"122\" width=\"96\" height=\"96\" rx=\"14\" fill=\"#ffffff\" stroke=\"%s\" stroke-width=\"%d\"/>\n", cx[s] - 48, stroke, active ? 5 : 3 > f
    printf "<text x=\"%d\" y=\"250\" text-anchor=\"middle\" font-family=\"DejaVu Sans\" font-size=\"15\" font-weight=\"bold\" fill=\"#0b3d5c\">%s</text>\n", cx[s], label[s] > f
    printf "<text x=\"%d\" y=\"270\" text-anchor=\"middle\" font-family=\"DejaVu Sans\" font-size=\"11\" fill=\"#40596b\">%s</text>\n", cx[s], sub_[s] > f
  }
  # Icons: a pump with sensor points, a chip, a padlock, a cloud, a screen with bars.
  printf "<circle cx=\"76\" cy=\"170\" r=\"24\" fill=\"#d6e4ee\" stroke=\"#0b3d5c\" stroke-width=\"3\"/><circle cx=\"76\" cy=\"170\" r=\"8\" fill=\"#0b3d5c\"/>\n" > f
  printf "<circle cx=\"58\" cy=\"150\" r=\"5\" fill=\"#2e86c1\"/><circle cx=\"96\" cy=\"152\" r=\"5\" fill=\"#2e86c1\"/><circle cx=\"94\" cy=\"190\" r=\"5\" fill=\"#2e86c1\"/>\n" > f
  printf "<rect x=\"175\" y=\"148\" width=\"44\" height=\"44\" rx=\"4\" fill=\"#0b3d5c\"/><rect x=\"186\" y=\"159\" width=\"22\" height=\"22\" fill=\"#2e86c1\"/>\n" > f
  for (k = 0; k < 4; k++) printf "<rect x=\"%d\" y=\"141\" width=\"4\" height=\"7\" fill=\"#0b3d5c\"/><rect x=\"%d\" y=\"192\" width=\"4\" height=\"7\" fill=\"#0b3d5c\"/>\n", 180 + k * 10, 180 + k * 10 > f
  printf "<path d=\"M306 164 v-10 a14 14 0 0 1 28 0 v10\" fill=\"none\" stroke=\"#0b3d5c\" stroke-width=\"5\"/><rect x=\"300\" y=\"164\" width=\"40\" height=\"30\" rx=\"4\" fill=\"#0b3d5c\"/><circle cx=\"320\" cy=\"177\" r=\"4\" fill=\"#ffffff\"/>\n" > f
  cloud(f, 440, 178, 1.2, "#2e86c1")
  printf "<rect x=\"538\" y=\"146\" width=\"52\" height=\"36\" rx=\"3\" fill=\"#0b3d5c\"/><rect x=\"558\" y=\"182\" width=\"12\" height=\"8\" fill=\"#0b3d5c\"/><rect x=\"548\" y=\"190\" width=\"32\" height=\"4\" fill=\"#0b3d5c\"/>\n" > f
  # The dashboard's bars grow while the packet rests there: the reading has arrived.
  grow = t >= 6 ? ease((t - 6) / 0.5) : 0
  split("10 18 14 24", bar, " ")
  for (k = 1; k <= 4; k++) {
    h = 6 + bar[k] * (0.5 + 0.5 * grow) * 0.9
    printf "<rect x=\"%d\" y=\"%.1f\" width=\"7\" height=\"%.1f\" fill=\"#f39c12\"/>\n", 543 + (k - 1) * 11, 178 - h, h > f
  }
  packet(f, x, 170, opacity)
  printf "<text x=\"320\" y=\"322\" text-anchor=\"middle\" font-family=\"DejaVu Sans\" font-size=\"14\" fill=\"#40596b\">Readings travel from the pump to your screen in seconds</text>\n" > f
}
AWK

# Diagram 2: digital connectivity, many stations into one cloud and out to every user.
read -r -d '' CONNECT_AWK <<'AWK' || true
function setup() {
  title = "Digital connectivity"
  split("110 190 270", ys, " ")
  split("Station 1|Station 2|Station 3", st, "|")
  split("Engineer (mobile)|Manager (web)|Head office", us, "|")
}
function draw(f, t) {
  for (k = 1; k <= 3; k++) {
    printf "<line x1=\"150\" y1=\"%d\" x2=\"270\" y2=\"190\" stroke=\"#9fb6c6\" stroke-width=\"3\"/>\n", ys[k] > f
    printf "<line x1=\"370\" y1=\"190\" x2=\"466\" y2=\"%d\" stroke=\"#9fb6c6\" stroke-width=\"3\"/>\n", ys[k] > f
  }
  # The cloud glows while the station data arrives and is consolidated.
  glow = (t > 2.2 && t < 3.8) ? 1 - (t - 3.0) * (t - 3.0) / 0.64 : 0
  if (glow > 0) printf "<circle cx=\"320\" cy=\"190\" r=\"%.1f\" fill=\"#f39c12\" opacity=\"%.2f\"/>\n", 62 + 10 * glow, 0.25 * glow > f
  printf "<circle cx=\"320\" cy=\"190\" r=\"60\" fill=\"#ffffff\" stroke=\"#0b3d5c\" stroke-width=\"3\"/>\n" > f
  cloud(f, 322, 180, 1.3, "#2e86c1")
  printf "<text x=\"320\" y=\"222\" text-anchor=\"middle\" font-family=\"DejaVu Sans\" font-size=\"12\" font-weight=\"bold\" fill=\"#0b3d5c\">Hybrid cloud</text>\n" > f
  for (k = 1; k <= 3; k++) {
    y = ys[k]
    printf "<rect x=\"30\" y=\"%d\" width=\"120\" height=\"50\" rx=\"10\" fill=\"#ffffff\" stroke=\"#0b3d5c\" stroke-width=\"3\"/>\n", y - 25 > f
    printf "<circle cx=\"54\" cy=\"%d\" r=\"12\" fill=\"#d6e4ee\" stroke=\"#0b3d5c\" stroke-width=\"2\"/><circle cx=\"54\" cy=\"%d\" r=\"4\" fill=\"#0b3d5c\"/>\n", y, y > f
    printf "<text x=\"74\" y=\"%d\" font-family=\"DejaVu Sans\" font-size=\"13\" font-weight=\"bold\" fill=\"#0b3d5c\">%s</text>\n", y + 5, st[k] > f
    printf "<rect x=\"466\" y=\"%d\" width=\"162\" height=\"50\" rx=\"10\" fill=\"#ffffff\" stroke=\"#0b3d5c\" stroke-width=\"3\"/>\n", y - 25 > f
    printf "<circle cx=\"486\" cy=\"%d\" r=\"7\" fill=\"#0b3d5c\"/><path d=\"M475 %d a11 9 0 0 1 22 0 z\" fill=\"#0b3d5c\"/>\n", y - 6, y + 13 > f
    printf "<text x=\"503\" y=\"%d\" font-family=\"DejaVu Sans\" font-size=\"12\" font-weight=\"bold\" fill=\"#0b3d5c\">%s</text>\n", y + 4, us[k] > f
  }
  # Inbound: each station sends a pulse, staggered by 0.3 s, taking 1.8 s to the cloud.
  for (k = 1; k <= 3; k++) {
    p = (t - 0.3 * (k - 1) - 0.4) / 1.8
    if (p >= 0 && p <= 1) packet(f, lerp(150, 270, ease(p)), lerp(ys[k], 190, ease(p)), 1)
  }
  # Outbound: the consolidated view goes to every user, staggered the same way.
  for (k = 1; k <= 3; k++) {
    p = (t - 0.3 * (k - 1) - 3.6) / 1.8
    if (p >= 0 && p <= 1) packet(f, lerp(370, 466, ease(p)), lerp(190, ys[k], ease(p)), 1)
  }
  printf "<text x=\"320\" y=\"336\" text-anchor=\"middle\" font-family=\"DejaVu Sans\" font-size=\"14\" fill=\"#40596b\">Every station, one cloud, every level of management</text>\n" > f
}
AWK

render() {
  local name="$1" program="$2" poster_frame="$3"
  local dir="$work/$name"
  mkdir -p "$dir"
  awk -v dir="$dir" -v frames="$FRAMES" -v fps="$FPS" "$COMMON_AWK
$program" </dev/null
  # nice + two threads: the build machine is shared. -tune animation and a long GOP suit flat
  # diagrams; yuv420p and +faststart make the file play everywhere and start before it is loaded.
  nice -n 10 ffmpeg -v error -y -framerate "$FPS" -i "$dir/f%03d.svg" \
    -c:v libx264 -preset veryslow -tune animation -crf 24 -g "$FRAMES" -pix_fmt yuv420p \
    -threads 2 -movflags +faststart -an "$out/$name.mp4"
  nice -n 10 ffmpeg -v error -y -i "$dir/$(printf 'f%03d.svg' "$poster_frame")" -q:v 3 "$out/$name.jpg"
  local size
  size=$(stat -c %s "$out/$name.mp4")
  if (( size >= 300 * 1024 )); then
    echo "$name.mp4 is $size bytes, over the 300 KB budget" >&2
    exit 1
  fi
  echo "$out/$name.mp4 ($size bytes), $out/$name.jpg"
}

# Posters show a moment with the packets on their way (frame 40 = 2.7 s).
render iiot-architecture "$IIOT_AWK" 40
render digital-connectivity "$CONNECT_AWK" 40

# The posters in AVIF and WebP at each width the page's srcset offers.
npx tsx "$here/make-posters.ts"
