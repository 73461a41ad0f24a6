//! Where the core's `log` records go: Android's log on Android, standard error elsewhere.

/// Sends the core's log records to the platform's log; later calls change nothing.
#[uniffi::export]
pub fn init_logging() {
    platform::init();
}

#[cfg(target_os = "android")]
mod platform {
    use android_logger::Config;
    use log::LevelFilter;

    /// Installs `android_logger` with the tag "Ply" (`init_once` ignores repeated calls).
    pub fn init() {
        android_logger::init_once(Config::default().with_max_level(LevelFilter::Info).with_tag("Ply"));
    }
}

#[cfg(not(target_os = "android"))]
mod platform {
    use log::{LevelFilter, Log, Metadata, Record};

    /// Writes each record as one line on standard error.
    struct StderrLogger;

    impl Log for StderrLogger {
        fn enabled(&self, metadata: &Metadata<'_>) -> bool {
            metadata.level() <= log::max_level()
        }

        fn log(&self, record: &Record<'_>) {
            if self.enabled(record.metadata()) {
                eprintln!("[{} {}] {}", record.level(), record.target(), record.args());
            }
        }

        fn flush(&self) {}
    }

    static LOGGER: StderrLogger = StderrLogger;

    /// Installs the stderr logger; a logger already installed (by us or the host) is kept.
    pub fn init() {
        if log::set_logger(&LOGGER).is_ok() {
            log::set_max_level(LevelFilter::Info);
        }
    }
}
