#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Times the phases of one compilation and the memory each takes (`--timings`), as rustc's
/// `-Z time-passes` does: wall-clock time, resident memory before and after, and the peak
/// resident memory during the phase.
///
/// On Linux the kernel's peak (`VmHWM`) is reset before each phase (`/proc/self/clear_refs`),
/// so the peak is the phase's own; where that is not possible it is the process's peak so far.
public final class PhaseClock {
    /// One measured phase.
    public struct Phase: Sendable {
        public var name: String
        public var seconds: Double
        /// Resident memory before and after the phase, and its peak during it, in bytes.
        public var residentBefore: Int
        public var residentAfter: Int
        public var peak: Int
    }

    public private(set) var phases: [Phase] = []

    public init() {}

    /// Runs `body` as the phase `name` and records its time and memory.
    public func measure<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        let before = Self.memory(resettingPeak: true)
        let start = Self.now()
        let result = try body()
        let seconds = Self.now() - start
        let after = Self.memory(resettingPeak: false)
        phases.append(Phase(name: name, seconds: seconds, residentBefore: before.resident,
                            residentAfter: after.resident, peak: max(after.peak, after.resident)))
        return result
    }

    /// The table printed on standard error: one line per phase, then the total; times in
    /// milliseconds, memory in MiB.
    public func report(title: String) -> String {
        func megabytes(_ bytes: Int) -> String { format1(Double(bytes) / 1_048_576) }
        var out = "timings for \(title):\n"
        out += "  " + "phase".padding(8) + pad("time (ms)", 12) + pad("rss before (MiB)", 18)
            + pad("rss after (MiB)", 17) + pad("peak (MiB)", 12) + "\n"
        for phase in phases {
            out += "  " + phase.name.padding(8) + pad(milliseconds(phase.seconds), 12)
                + pad(megabytes(phase.residentBefore), 18) + pad(megabytes(phase.residentAfter), 17)
                + pad(megabytes(phase.peak), 12) + "\n"
        }
        let total = phases.reduce(0) { $0 + $1.seconds }
        let peak = phases.map(\.peak).max() ?? 0
        out += "  " + "total".padding(8) + pad(milliseconds(total), 12) + pad("", 18) + pad("", 17)
            + pad(megabytes(peak), 12) + "\n"
        return out
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
    }

    /// Milliseconds to the hundredth: a small file's phases take well under one.
    private func milliseconds(_ seconds: Double) -> String { fixed(seconds * 1000, digits: 2) }
    private func format1(_ value: Double) -> String { fixed(value, digits: 1) }

    /// `value` with `digits` decimals (no Foundation formatting in this target).
    private func fixed(_ value: Double, digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (max(0, value) * scale).rounded()
        guard scaled < 1e15 else { return String(value) }
        let whole = Int(scaled) / Int(scale)
        var fraction = String(Int(scaled) % Int(scale))
        while fraction.count < digits { fraction = "0" + fraction }
        return "\(whole).\(fraction)"
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Resident memory and its peak, in bytes; optionally resets the peak first.
    static func memory(resettingPeak: Bool) -> (resident: Int, peak: Int) {
        #if os(Linux)
        if resettingPeak {
            let descriptor = open("/proc/self/clear_refs", O_WRONLY)
            if descriptor >= 0 {
                _ = write(descriptor, "5", 1)
                close(descriptor)
            }
        }
        var resident = 0
        var peak = 0
        let descriptor = open("/proc/self/status", O_RDONLY)
        if descriptor >= 0 {
            var bytes = [UInt8](repeating: 0, count: 8192)
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
            if count > 0 {
                let text = String(decoding: bytes[0..<count], as: UTF8.self)
                for line in text.split(separator: "\n") {
                    if line.hasPrefix("VmRSS:") { resident = kilobytes(line) * 1024 }
                    if line.hasPrefix("VmHWM:") { peak = kilobytes(line) * 1024 }
                }
            }
        }
        return (resident, peak)
        #else
        var usage = rusage()
        getrusage(RUSAGE_SELF, &usage)
        // macOS reports bytes; there is no current RSS here, so both are the peak.
        let peak = Int(usage.ru_maxrss)
        return (peak, peak)
        #endif
    }

    private static func kilobytes(_ line: Substring) -> Int {
        Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}

private extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
