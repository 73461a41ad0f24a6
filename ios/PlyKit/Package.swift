// swift-tools-version:5.9
// PlyKit: the Rust core (PlyCore.xcframework), its generated Swift bindings (PlyFFI) and the
// shell's model and mapping code (PlyKit). Run ../build-xcframework.sh first: it builds the
// XCFramework and copies the generated Swift into Sources/PlyFFI/ (both ignored by git).
import PackageDescription

let package = Package(
    name: "PlyKit",
    // macOS only so that `swift test` runs on a Mac: the script adds a macOS slice for the tests.
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "PlyKit", targets: ["PlyKit", "PlyFFI"]),
    ],
    targets: [
        // The static Rust library with the C header and `module ply_ffiFFI` of its functions.
        .binaryTarget(name: "PlyCore", path: "PlyCore.xcframework"),
        // UniFFI's generated `ply_ffi.swift` (it imports ply_ffiFFI, declared by the XCFramework).
        .target(
            name: "PlyFFI",
            dependencies: ["PlyCore"],
            exclude: ["README.md"]
        ),
        // The store, the practice store and the plain view-to-drawing mapping; no SwiftUI.
        .target(
            name: "PlyKit",
            dependencies: ["PlyFFI"]
        ),
        .testTarget(
            name: "PlyKitTests",
            dependencies: ["PlyKit", "PlyFFI"]
        ),
    ]
)
