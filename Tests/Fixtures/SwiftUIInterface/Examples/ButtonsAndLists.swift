// Buttons, taps, Identifiable data in ForEach, tint, borders and disabled state.
import SwiftUI

struct Item: Identifiable {
    let id: Int
    let title: String
    var done: Bool
}

struct TodoList: View {
    let items: [Item] = [Item(id: 1, title: "Write", done: true), Item(id: 2, title: "Test", done: false)]
    let onToggle: (Int) -> Void = { _ in }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(items) { item in
                HStack {
                    Image(systemName: item.done ? "checkmark.circle.fill" : "circle")
                        .foregroundColor(item.done ? .green : .secondary)
                    Text(item.title)
                        .strikethrough(item.done)
                    Spacer()
                }
                .padding(.vertical, 6)
                .onTapGesture {
                    onToggle(item.id)
                }
                .onTapGesture(count: 2) {}
                Divider()
            }
            HStack {
                Button("Add item") {}
                    .tint(.blue)
                Button(String("Clear")) {}
                    .disabled(items.isEmpty)
                Button {
                    print("more")
                } label: {
                    Image(systemName: "ellipsis")
                        .padding(8)
                        .border(Color.gray, width: 1)
                }
            }
            .padding(.top, 8)
        }
        .padding()
        .onAppear()
    }
}
