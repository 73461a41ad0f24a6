// swift-tools-version:5.9
// Runs PlyBindingsTests.swift against the generated Swift bindings and the host build of ply-ffi.
// `bash tests/swift/xctest/run` generates the bindings into Generated/ first; see README.md.
import Foundation
import PackageDescription

/// Where cargo puts the host build of libply_ffi (`cargo build -p ply-ffi`).
let libraryDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .appendingPathComponent("../../../target/debug")
    .standardizedFileURL.path

let package = Package(
    name: "PlyBindingsTests",
    targets: [
        // The C header and module map of the library's exported functions.
        .systemLibrary(name: "ply_ffiFFI", path: "Generated/ply_ffiFFI"),
        // The generated Swift bindings, linked against libply_ffi (found again at run time by rpath).
        .target(
            name: "PlyFFI",
            dependencies: ["ply_ffiFFI"],
            path: "Generated/PlyFFI",
            linkerSettings: [
                .linkedLibrary("ply_ffi"),
                .unsafeFlags(["-L", libraryDirectory, "-Xlinker", "-rpath", "-Xlinker", libraryDirectory]),
            ]
        ),
        .testTarget(
            name: "PlyBindingsTests",
            dependencies: ["PlyFFI"],
            path: ".",
            exclude: ["Generated", "Package.swift", "README.md", "run"],
            sources: ["PlyBindingsTests.swift", "GameSessionTests.swift", "AppLabelsTests.swift", "GameReviewerTests.swift"]
        ),
    ]
)
