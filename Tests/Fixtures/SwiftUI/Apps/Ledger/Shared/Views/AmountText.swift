import SwiftUI

/// A currency amount, with the sign coloured when asked.
struct AmountText: View {
    let amount: Decimal
    var currencyCode: String
    var showsSign: Bool

    init(_ amount: Decimal, currencyCode: String = Locale.current.currency?.identifier ?? "USD", showsSign: Bool = false) {
        self.amount = amount
        self.currencyCode = currencyCode
        self.showsSign = showsSign
    }

    var body: some View {
        Text(amount, format: .currency(code: currencyCode).sign(strategy: showsSign ? .always() : .automatic))
            .monospacedDigit()
            .foregroundStyle(color)
            #if os(iOS)
            .contentTransition(.numericText())
            #endif
    }

    private var color: Color {
        guard showsSign else { return .primary }
        return amount.isNegative ? .primary : Theme.positive
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    VStack(alignment: .trailing) {
        AmountText(2_400, showsSign: true)
        AmountText(-84.12, showsSign: true)
        AmountText(12_800)
    }
    .padding()
}
