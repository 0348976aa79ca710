import Foundation

extension Date {
    /// "Today", "Yesterday" or "Monday, 17 June" for the transaction list's section headers.
    var sectionTitle: String {
        let calendar = Calendar.current
        if calendar.isDateInToday(self) { return String(localized: "Today") }
        if calendar.isDateInYesterday(self) { return String(localized: "Yesterday") }
        return formatted(.dateTime.weekday(.wide).day().month(.wide))
    }
}

extension Decimal {
    var isNegative: Bool { self < 0 }
}

extension FormatStyle where Self == Decimal.FormatStyle.Currency {
    static var ledgerCurrency: Decimal.FormatStyle.Currency {
        .currency(code: Locale.current.currency?.identifier ?? "USD")
    }
}
