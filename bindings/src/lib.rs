//! The foreign-function surface of Ply's core. Until the bindings issue lands it only re-exports
//! the version, so the crate builds and its place in the workspace is fixed.

/// The version of the core these bindings wrap.
pub fn core_version() -> &'static str {
    env!("CARGO_PKG_VERSION")
}
