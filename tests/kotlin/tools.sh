# Sourced by tests/kotlin/run and tests/compose/run: the pinned Kotlin compiler, JNA and the JUnit 5
# console launcher, installed when missing on a Debian machine of this kind (root or sudo, apt and
# npm reachable). Sets kotlin_version, kotlin_home, kotlin_lib, jna and launcher.

kotlin_version=2.4.20
kotlin_home=.tools/kotlin/$kotlin_version
kotlin_lib=$kotlin_home/lib
jna=/usr/share/java/jna.jar
launcher=/usr/share/java/junit-platform-console-standalone.jar

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# Installs the Debian packages named, refreshing the package lists only when they do not know them.
apt_install() {
    echo "== installing $* (apt)"
    if ! apt-cache show "$@" >/dev/null 2>&1; then as_root apt-get update -qq; fi
    local install=(env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@")
    as_root "${install[@]}" || { as_root apt-get update -qq && as_root "${install[@]}"; }
}

install_kotlin_tools() {
    local missing=()
    [ -f "$jna" ] || missing+=(libjna-java)
    [ -f "$launcher" ] || missing+=(junit5)
    command -v java >/dev/null || missing+=(default-jre-headless)
    if [ ${#missing[@]} -gt 0 ]; then apt_install "${missing[@]}"; fi

    if [ ! -x "$kotlin_home/bin/kotlinc" ]; then
        echo "== installing the Kotlin compiler $kotlin_version (npm package kotlin-compiler)"
        local scratch
        scratch=$(mktemp -d)
        (cd "$scratch" && npm pack --silent "kotlin-compiler@$kotlin_version" >/dev/null &&
            tar xzf "kotlin-compiler-$kotlin_version.tgz")
        rm -rf "$kotlin_home"
        mkdir -p "$(dirname "$kotlin_home")"
        mv "$scratch/package" "$kotlin_home"
        rm -rf "$scratch"
    fi
}
