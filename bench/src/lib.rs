//! Benchmarks of Ply against other chess libraries live in `benches/`.
