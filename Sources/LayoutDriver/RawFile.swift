#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// File and descriptor I/O on the system calls, with every error turned into a message:
/// `EINTR` retried, `EPIPE` told apart, sizes limited, writes atomic.
enum RawFile {
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or directory"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "it is a directory"
        case ENOTDIR: return "a part of the path is not a directory"
        case ENOSPC: return "no space left on the device"
        case EDQUOT: return "disk quota exceeded"
        case EROFS: return "the file system is read-only"
        case EBADF: return "the descriptor is closed"
        case ENAMETOOLONG: return "the name is too long"
        case ELOOP: return "too many symbolic links"
        case EIO: return "input/output error"
        default: return String(cString: strerror(code)).lowercased()
        }
    }

    static func tooLarge(_ limit: Int) -> CLIError {
        CLIError("it is larger than \(limit >> 20) MiB, the most layoutc reads")
    }

    /// Reads a descriptor to its end, failing once more than `limit` bytes arrive.
    static func readAll(descriptor: Int32, limit: Int, sizeHint: Int = 0) -> Result<[UInt8], CLIError> {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(max(sizeHint, 0), limit) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return .success(bytes) }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN {
                    var descriptor = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    _ = poll(&descriptor, 1, -1)
                    continue
                }
                return .failure(CLIError(reason(errno)))
            }
            if bytes.count + count > limit { return .failure(tooLarge(limit)) }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Reads a file (regular, FIFO or character device) by path.
    static func read(path: String, limit: Int) -> Result<[UInt8], CLIError> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(CLIError(reason(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(CLIError(reason(errno))) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .failure(CLIError("it is a directory"))
        case S_IFREG:
            if Int(info.st_size) > limit { return .failure(tooLarge(limit)) }
            return readAll(descriptor: descriptor, limit: limit, sizeHint: Int(info.st_size))
        default:
            return readAll(descriptor: descriptor, limit: limit)
        }
    }

    /// Writes every byte, retrying interrupted and partial writes.
    static func writeAll(descriptor: Int32, _ bytes: [UInt8]) -> Result<Void, OutputError> {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN {
                    var descriptor = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&descriptor, 1, -1)
                    continue
                }
                return .failure(errno == EPIPE ? .brokenPipe : .failed(reason(errno)))
            }
            offset += count
        }
        return .success(())
    }

    /// What is at `path`, following symlinks.
    static func status(path: String) -> PathStatus {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT {
                let directory = (path as NSString).deletingLastPathComponent
                var parent = stat()
                let exists = stat(directory.isEmpty ? "." : directory, &parent) == 0
                    && parent.st_mode & S_IFMT == S_IFDIR
                return .missing(directoryExists: exists)
            }
            return .special(reason(code))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return .regularFile(FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)),
                                writable: access(path, W_OK) == 0)
        case S_IFDIR: return .directory
        case S_IFCHR: return .stream("a character device")
        case S_IFBLK: return .special("a block device")
        case S_IFIFO: return .stream("a FIFO")
        case S_IFSOCK: return .special("a socket")
        default: return .special("not a regular file")
        }
    }

    /// Writes `bytes` to a new file beside `path`, then renames it over `path` (see
    /// `AtomicFileWriter`). `flushing`: the new file's data reaches the disk (`fsync`) before it
    /// takes the old one's place, so a crash cannot leave an empty file where the user's was.
    static func writeAtomically(path: String, _ bytes: [UInt8], flushing: Bool) -> Result<Void, CLIError> {
        AtomicFileWriter.create(path).flatMap { writer in
            writer.write(bytes)
            return writer.commit(flushing: flushing)
        }
    }
}

/// A file written in pieces into a temporary file beside its target, renamed over the target
/// once complete: until then, and whatever fails, the target is as it was. A symlink is followed
/// (the file it names is replaced, the link kept); an existing file keeps its mode. A character
/// device or a FIFO (`-o /dev/null`) is not a file to replace: it is opened and written in place.
public final class AtomicFileWriter {
    private let target: String
    private let temporary: String
    private var descriptor: Int32
    /// The first write that failed; later writes are skipped and `commit` reports it.
    private var failure: CLIError?

    private init(target: String, temporary: String, descriptor: Int32) {
        self.target = target
        self.temporary = temporary
        self.descriptor = descriptor
    }

    /// Creates the temporary file for `path`.
    public static func create(_ path: String) -> Result<AtomicFileWriter, CLIError> {
        var target = path
        if let resolved = realpath(path, nil) {
            target = String(cString: resolved)
            free(resolved)
        }
        let directory = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        var mode: mode_t = 0o666
        var existing = stat()
        if stat(target, &existing) == 0 { mode = existing.st_mode & 0o7777 }
        let kind = existing.st_mode & S_IFMT
        if kind == S_IFCHR || kind == S_IFIFO {
            let descriptor = open(target, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return .failure(CLIError(RawFile.reason(errno))) }
            return .success(AtomicFileWriter(target: target, temporary: "", descriptor: descriptor))
        }
        var temporary = ""
        var descriptor: Int32 = -1
        for attempt in 0..<100 {
            temporary = (directory.isEmpty ? "" : directory + "/") + ".\(name).layoutc-\(getpid())-\(attempt)"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { return .failure(CLIError(RawFile.reason(errno))) }
        if existing.st_mode != 0 { fchmod(descriptor, mode) }  // exact mode, whatever the umask
        return .success(AtomicFileWriter(target: target, temporary: temporary, descriptor: descriptor))
    }

    /// Appends `bytes` (nothing once a write has failed).
    public func write(_ bytes: [UInt8]) {
        guard failure == nil, descriptor >= 0 else { return }
        switch RawFile.writeAll(descriptor: descriptor, bytes) {
        case .success: break
        case .failure(.brokenPipe): failure = CLIError("broken pipe")
        case let .failure(.failed(message)): failure = CLIError(message)
        }
    }

    /// Closes the file and renames it over the target (after `fsync` when `flushing`); on any
    /// failure, written before or now, removes it and leaves the target alone.
    public func commit(flushing: Bool) -> Result<Void, CLIError> {
        guard descriptor >= 0 else { return .failure(failure ?? CLIError("the file was already closed")) }
        if failure == nil, flushing, fsync(descriptor) != 0, errno != EINVAL {
            failure = CLIError(RawFile.reason(errno))
        }
        if close(descriptor) != 0, failure == nil { failure = CLIError(RawFile.reason(errno)) }
        descriptor = -1
        if temporary.isEmpty { return failure.map { .failure($0) } ?? .success(()) }  // a device, written in place
        if failure == nil, rename(temporary, target) != 0 { failure = CLIError(RawFile.reason(errno)) }
        if let failure {
            unlink(temporary)
            return .failure(failure)
        }
        return .success(())
    }

    /// A writer dropped without `commit` (an error stopped the build) leaves no temporary file.
    deinit {
        if descriptor >= 0 {
            close(descriptor)
            if !temporary.isEmpty { unlink(temporary) }
        }
    }
}

/// Standard descriptors closed at start-up (`layoutc … >&-`).
enum StandardDescriptors {
    /// Finds which of 0, 1, 2 are closed and holds each on /dev/null, so the next `open` cannot
    /// get its number and have output meant for the terminal written into a file.
    static func reserveClosed() -> Set<Int32> {
        var closed: Set<Int32> = []
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            closed.insert(descriptor)
        }
        for descriptor in closed.sorted() {
            let null = open("/dev/null", O_RDWR)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
        return closed
    }
}
