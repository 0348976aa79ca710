import Foundation
import Observation

@MainActor
@Observable
public final class SessionStore {
    public private(set) var profile: UserProfile?

    public init(profile: UserProfile? = nil) {
        self.profile = profile
    }

    public func signOut() {
        profile = nil
    }
}

extension SessionStore {
    public static let preview = SessionStore(profile: .preview)
}
