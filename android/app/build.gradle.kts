// The Ply app: a Compose shell over the Rust core. The core's library and its Kotlin bindings are
// built from the Rust workspace one folder up, by the two tasks below, before every build.
import org.gradle.api.tasks.testing.Test
import org.jetbrains.kotlin.gradle.dsl.JvmTarget

plugins {
    alias(libs.plugins.android.application)
    alias(libs.plugins.kotlin.android)
    alias(libs.plugins.kotlin.compose)
}

/** The Rust workspace (the repository root). */
val repoRoot: File = rootDir.parentFile
val jniLibsDir: File = file("src/main/jniLibs")
val uniffiOut: Provider<Directory> = layout.buildDirectory.dir("generated/uniffi")
val uniffiConfig: File = file("uniffi-android.toml")

android {
    namespace = "app.ply"
    compileSdk = 36

    defaultConfig {
        applicationId = "app.ply"
        minSdk = 24
        targetSdk = 36
        versionCode = 1
        versionName = "0.1.0"
        ndk { abiFilters += listOf("arm64-v8a", "armeabi-v7a", "x86_64") }
    }

    buildTypes {
        release {
            // JNA and the generated bindings find their classes by reflection: no shrinking.
            isMinifyEnabled = false
            signingConfig = signingConfigs.getByName("debug")
        }
    }

    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }

    buildFeatures { compose = true }

    sourceSets {
        // src/main/java is the shared UI (no Android types; also compiled for the desktop JVM by
        // tests/compose/run); src/android/java is what only Android has.
        getByName("main") { java.srcDirs("src/android/java", uniffiOut) }
    }

    testOptions {
        // The generated bindings ask android.os.Build which cleaner to use; on the JVM the stub answers 0.
        unitTests.isReturnDefaultValues = true
    }
}

kotlin {
    compilerOptions { jvmTarget.set(JvmTarget.JVM_17) }
}

/** Builds libply_ffi.so for the three ABIs with cargo-ndk into src/main/jniLibs (cargo decides what is stale). */
val cargoNdkBuild by tasks.registering(Exec::class) {
    group = "rust"
    description = "Builds the Rust core (ply-ffi) for arm64-v8a, armeabi-v7a and x86_64 with cargo-ndk."
    workingDir = repoRoot
    commandLine(
        "cargo", "ndk", "-t", "arm64-v8a", "-t", "armeabi-v7a", "-t", "x86_64",
        "-o", jniLibsDir.absolutePath, "build", "--release", "-p", "ply-ffi",
    )
}

/** Generates the Kotlin bindings from the built arm64 library with the workspace's uniffi-bindgen. */
val generateUniffiBindings by tasks.registering(Exec::class) {
    group = "rust"
    description = "Generates the Kotlin bindings (package ply.core) from libply_ffi.so into build/generated/uniffi."
    dependsOn(cargoNdkBuild)
    val library = File(jniLibsDir, "arm64-v8a/libply_ffi.so")
    val outDir = uniffiOut.get().asFile
    inputs.file(library)
    inputs.file(uniffiConfig)
    outputs.dir(outDir)
    workingDir = repoRoot
    doFirst { outDir.deleteRecursively() }
    commandLine(
        "cargo", "run", "--locked", "-p", "uniffi-bindgen", "--profile", "bindgen", "--",
        "generate", library.absolutePath, "--language", "kotlin", "--no-format",
        "--config", uniffiConfig.absolutePath, "--out-dir", outDir.absolutePath,
    )
}

/** Builds the host library the JVM unit tests load (they call the real core through JNA). */
val cargoHostBuild by tasks.registering(Exec::class) {
    group = "rust"
    description = "Builds ply-ffi for this computer, for the JVM unit tests."
    workingDir = repoRoot
    commandLine("cargo", "build", "-p", "ply-ffi")
}

tasks.named("preBuild") { dependsOn(cargoNdkBuild, generateUniffiBindings) }

tasks.withType<Test>().configureEach {
    useJUnitPlatform()
    dependsOn(cargoHostBuild)
    systemProperty("jna.library.path", File(repoRoot, "target/debug").absolutePath)
}

dependencies {
    implementation(libs.androidx.core.ktx)
    implementation(libs.androidx.appcompat)
    implementation(libs.androidx.activity.compose)
    implementation(libs.androidx.lifecycle.viewmodel.compose)
    implementation(libs.androidx.lifecycle.runtime.compose)
    implementation(platform(libs.androidx.compose.bom))
    implementation(libs.androidx.compose.ui)
    implementation(libs.androidx.compose.material3)
    implementation(libs.androidx.compose.ui.tooling.preview)
    implementation(libs.kotlinx.coroutines.android)
    implementation("net.java.dev.jna:jna:${libs.versions.jna.get()}@aar")
    debugImplementation(libs.androidx.compose.ui.tooling)

    testImplementation("net.java.dev.jna:jna:${libs.versions.jna.get()}@jar")
    testImplementation(libs.kotlin.test.junit5)
    testImplementation(platform(libs.junit.bom))
    testImplementation(libs.junit.jupiter)
    testRuntimeOnly(libs.junit.platform.launcher)
}
