#!/usr/bin/env bash
# Makes the six short sample videos in content/videos with Debian's ffmpeg (run once; the files are
# committed). An organiser replaces them with the event's real videos of the same names.
set -euo pipefail
cd "$(dirname "$0")/.."
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
make() {
  local file=$1 title=$2 c0=$3 c1=$4
  ffmpeg -loglevel error -y \
    -f lavfi -i "gradients=s=640x360:d=4:r=24:c0=${c0}:c1=${c1}:speed=0.02" \
    -f lavfi -i "sine=frequency=440:sample_rate=44100:duration=4" \
    -vf "drawtext=fontfile=${font}:text='${title}':fontcolor=white:fontsize=42:x=(w-text_w)/2:y=(h-text_h)/2-20:shadowcolor=black@0.5:shadowx=2:shadowy=2,drawtext=fontfile=${font}:text='UTSAV 2025':fontcolor=0xf59e0b:fontsize=26:x=(w-text_w)/2:y=(h/2)+40" \
    -c:v libx264 -profile:v baseline -pix_fmt yuv420p -crf 30 -preset veryslow \
    -c:a aac -b:a 48k -af "volume=0.05" -shortest -movflags +faststart \
    "content/videos/${file}"
}
make block-your-date.mp4 'Block your date' 0x312e81 0xbe185d
make cso-central-cluster.mp4 'CSO Central Cluster' 0x1e1b4b 0xc2410c
make 3-days-to-go.mp4 '3 Days to go' 0x4338ca 0xf59e0b
make two-days-to-go.mp4 'Two Days To Go' 0xbe185d 0x312e81
make 1-day-to-go.mp4 '1 Day To Go' 0xc2410c 0x1e1b4b
make welcome.mp4 'Welcome' 0x166534 0x312e81
ls -l content/videos
