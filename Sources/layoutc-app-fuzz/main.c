/* The app readers' fuzzer. Its entry points are Swift (Sources/LayoutAppFuzz/AppFuzzEntry.swift);
   libFuzzer calls LLVMFuzzerTestOneInput, defined here (not in the library, which the tests link
   beside the pipeline fuzzer's own entry); this weak main replays files in a plain build, and gives
   way to libFuzzer's own main in a `swift build --product layoutc-app-fuzz --sanitize fuzzer` build. */
#include <stddef.h>
#include <stdint.h>

int layoutc_app_fuzz_one_input(const uint8_t *data, size_t size);
int layoutc_app_fuzz_replay(int argc, char **argv);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) { return layoutc_app_fuzz_one_input(data, size); }

__attribute__((weak)) int main(int argc, char **argv) { return layoutc_app_fuzz_replay(argc, argv); }
