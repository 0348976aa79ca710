/* The Swift reader's fuzzer. Its entry points are Swift (Sources/LayoutSwiftReaderFuzz/SwiftFuzzEntry.swift);
   this weak main replays files in a plain build, and gives way to libFuzzer's own main in a
   `swift build --product layoutc-swift-fuzz --sanitize fuzzer` build. */
int layoutc_swift_fuzz_replay(int argc, char **argv);

__attribute__((weak)) int main(int argc, char **argv) { return layoutc_swift_fuzz_replay(argc, argv); }
