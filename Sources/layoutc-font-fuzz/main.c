/* The font reader's fuzzer. Its entry points are Swift (Sources/LayoutFontFuzz/FontFuzzEntry.swift);
   this weak main replays files in a plain build, and gives way to libFuzzer's own main in a
   `swift build --product layoutc-font-fuzz --sanitize fuzzer` build. */
int layoutc_font_fuzz_replay(int argc, char **argv);

__attribute__((weak)) int main(int argc, char **argv) { return layoutc_font_fuzz_replay(argc, argv); }
