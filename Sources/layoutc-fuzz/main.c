/* The fuzzer's executable. Its entry points are Swift (Sources/LayoutFuzz/FuzzEntry.swift);
   this weak main replays files in a plain build, and gives way to libFuzzer's own main in a
   `swift build --product layoutc-fuzz --sanitize fuzzer` build. */
int layoutc_fuzz_replay(int argc, char **argv);

__attribute__((weak)) int main(int argc, char **argv) { return layoutc_fuzz_replay(argc, argv); }
