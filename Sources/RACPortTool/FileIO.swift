#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// What went wrong with a file or stream, as a sentence (`No such file or directory`).
struct IOFailure: Error {
    var message: String

    static func fromErrno() -> IOFailure { IOFailure(message: String(cString: strerror(errno))) }
}

/// File access with POSIX calls, so every failure is a plain sentence and a closed stream is an error, not a trap.
enum FileIO {
    /// Ignores SIGPIPE, so writing to a closed pipe fails with EPIPE and the tool can exit with a message.
    static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes all of `bytes` to a file descriptor.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(IOFailure) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw IOFailure.fromErrno()
            }
            offset += written
        }
    }

    /// Reads a whole regular file (or a device such as /dev/null, which reads as empty).
    static func readFile(_ path: String) throws(IOFailure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        if descriptor < 0 { throw IOFailure.fromErrno() }
        defer { close(descriptor) }
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw IOFailure.fromErrno()
            }
            if count == 0 { return result }
            result += buffer[0..<count]
        }
    }

    /// Creates (or truncates) `path` and writes `text` into it.
    static func writeFile(_ path: String, _ text: String) throws(IOFailure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if descriptor < 0 { throw IOFailure.fromErrno() }
        do {
            try writeAll(Array(text.utf8), to: descriptor)
        } catch {
            close(descriptor)
            throw error
        }
        if close(descriptor) != 0 { throw IOFailure.fromErrno() }
    }

    /// True when `path` names a directory.
    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// True when something (file, directory or link) exists at `path`.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Creates a directory and its parents.
    static func makeDirectory(_ path: String) throws(IOFailure) {
        if isDirectory(path) { return }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty && parent != path { try makeDirectory(parent) }
        if mkdir(path, 0o755) != 0 && errno != EEXIST { throw IOFailure.fromErrno() }
    }

    /// Folders a project walk passes over: dependencies, build products and version control.
    static let skippedFolders: Set<String> = ["Pods", "Carthage", "build", "DerivedData", "node_modules", ".git"]

    /// The Objective-C files (`.h`, `.m`, `.mm`) below `directory`, sorted by path so each header comes right
    /// before its implementation; hidden folders and `skippedFolders` are passed over.
    static func sourceFiles(in directory: String) -> [String] {
        var found: [String] = []
        var pending = [directory]
        while let folder = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names where !name.hasPrefix(".") {
                let path = (folder as NSString).appendingPathComponent(name)
                if isDirectory(path) {
                    if !skippedFolders.contains(name) { pending.append(path) }
                } else if [".h", ".m", ".mm"].contains(where: { name.hasSuffix($0) }) {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }
}
