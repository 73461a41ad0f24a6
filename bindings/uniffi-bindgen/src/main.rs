//! UniFFI's binding generator, built from the same `uniffi` version as `ply-ffi`:
//! `uniffi-bindgen generate target/debug/libply_ffi.so -l kotlin -o <dir>`.

fn main() {
    uniffi::uniffi_bindgen_main()
}
