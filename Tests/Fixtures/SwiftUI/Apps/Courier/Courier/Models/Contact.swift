import Foundation

struct Contact: Identifiable, Hashable, Codable {
    let id: UUID
    var name: String
    var phone: String
    var photoName: String?

    var firstName: String {
        name.split(separator: " ").first.map(String.init) ?? name
    }

    init(id: UUID = UUID(), name: String, phone: String, photoName: String? = nil) {
        self.id = id
        self.name = name
        self.phone = phone
        self.photoName = photoName
    }
}
