#!/usr/bin/env bash
# Builds what PlyKit needs from the Rust workspace, on a Mac with Xcode 15 or later:
#   ios/PlyKit/PlyCore.xcframework        the static libply_ffi for iPhone, the simulator (arm64 and
#                                         x86_64 in one lipo'd library) and this Mac (for `swift test`),
#                                         with the C header and `module.modulemap` of ply_ffiFFI;
#   ios/PlyKit/Sources/PlyFFI/ply_ffi.swift  the Swift bindings UniFFI generates from the library.
# Both are ignored by git. Run it again after any change under bindings/ or core/.
set -euo pipefail

ios=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$ios")
kit=$ios/PlyKit
work=$ios/build
target_dir=${CARGO_TARGET_DIR:-$root/target}
cd "$root"

if [ "$(uname -s)" != Darwin ]; then
    echo "build-xcframework.sh: needs macOS with Xcode (xcodebuild, lipo)" >&2
    exit 1
fi
for tool in cargo rustc rustup xcodebuild lipo; do
    command -v "$tool" >/dev/null || { echo "build-xcframework.sh: $tool not found" >&2; exit 1; }
done

device=aarch64-apple-ios
simulators=(aarch64-apple-ios-sim x86_64-apple-ios)
# The Mac's own target (aarch64-apple-darwin or x86_64-apple-darwin): `swift test` runs on it.
host=$(rustc -vV | sed -n 's/^host: //p')

installed=$(rustup target list --installed)
for target in "$device" "${simulators[@]}"; do
    if ! grep -qx "$target" <<<"$installed"; then
        echo "build-xcframework.sh: missing Rust target $target; run:" >&2
        echo "  rustup target add $device ${simulators[*]}" >&2
        exit 1
    fi
done

# The minimum OS versions of Package.swift and project.yml, so the linker does not warn that the
# objects were built for a newer OS than the app.
export IPHONEOS_DEPLOYMENT_TARGET=16.0
export MACOSX_DEPLOYMENT_TARGET=13.0

# `-p ply-ffi`, never `--workspace`: a workspace build would give the library the bindgen's features.
for target in "$device" "${simulators[@]}" "$host"; do
    echo "== cargo build --release -p ply-ffi --target $target"
    cargo build --locked --release -p ply-ffi --target "$target"
done

rm -rf "$work"
mkdir -p "$work/ios-simulator" "$work/headers" "$work/generated"

echo "== lipo: one simulator library for arm64 and x86_64"
lipo -create \
    "$target_dir/aarch64-apple-ios-sim/release/libply_ffi.a" \
    "$target_dir/x86_64-apple-ios/release/libply_ffi.a" \
    -output "$work/ios-simulator/libply_ffi.a"

echo "== uniffi-bindgen generate -l swift (library mode)"
cargo build --locked -p uniffi-bindgen --profile bindgen
"$target_dir/bindgen/uniffi-bindgen" generate "$target_dir/$host/release/libply_ffi.dylib" \
    -l swift --no-format -o "$work/generated"
cp "$work/generated/ply_ffiFFI.h" "$work/headers/"
# Xcode and SwiftPM look for the module map under exactly this name in an XCFramework's headers.
cp "$work/generated/ply_ffiFFI.modulemap" "$work/headers/module.modulemap"

echo "== xcodebuild -create-xcframework"
rm -rf "$kit/PlyCore.xcframework"
xcodebuild -create-xcframework \
    -library "$target_dir/$device/release/libply_ffi.a" -headers "$work/headers" \
    -library "$work/ios-simulator/libply_ffi.a" -headers "$work/headers" \
    -library "$target_dir/$host/release/libply_ffi.a" -headers "$work/headers" \
    -output "$kit/PlyCore.xcframework"

cp "$work/generated/ply_ffi.swift" "$kit/Sources/PlyFFI/ply_ffi.swift"
echo "== done: $kit/PlyCore.xcframework and $kit/Sources/PlyFFI/ply_ffi.swift"
