import SwiftUI
import BeaconCore
import BeaconUI

struct CheckoutSheet: View {
    enum Tier: String, CaseIterable, Identifiable {
        case standard, plus, vip, pit

        var id: Self { self }

        var title: String {
            switch self {
            case .standard: "Basic"
            case .plus: "Plus"
            case .vip: "VIP"
            case .pit: "Pit"
            }
        }

        var multiplier: Decimal {
            switch self {
            case .standard: 1
            case .plus: 1.5
            case .vip: 3
            case .pit: 2
            }
        }
    }

    let event: Event

    @Environment(\.dismiss) private var dismiss
    @State private var tier: Tier = .standard
    @State private var quantity = 2
    @State private var isPlacingOrder = false

    private var unitPrice: Decimal { event.priceFrom * tier.multiplier }
    private var subtotal: Decimal { unitPrice * Decimal(quantity) }
    private var fees: Decimal { subtotal * 0.12 }

    var body: some View {
        VStack(spacing: 0) {
            header
            Divider()
            ScrollView {
                VStack(alignment: .leading, spacing: Spacing.xl) {
                    Text("Choose a tier")
                        .font(.headline)

                    HStack(spacing: Spacing.s) { // expect: overflow
                        ForEach(Tier.allCases) { option in
                            TierOption(
                                title: option.title,
                                price: event.priceFrom * option.multiplier,
                                currencyCode: event.currencyCode,
                                isSelected: option == tier
                            ) {
                                tier = option
                            }
                            .frame(width: 112)
                        }
                    }

                    HStack(spacing: Spacing.s) {
                        Text("Tickets")
                            .font(.headline)
                        Spacer()
                        Button { // trap 3: IconButtonStyle (BeaconUI) pads the 24 pt glyph frame to a 52 pt button
                            quantity -= 1
                        } label: {
                            Image(systemName: "minus")
                        }
                        .buttonStyle(.icon)
                        .disabled(quantity == 1)
                        Text(quantity, format: .number)
                            .font(.title3.weight(.semibold))
                            .monospacedDigit()
                            .frame(minWidth: 32)
                        Button {
                            quantity += 1
                        } label: {
                            Image(systemName: "plus")
                        }
                        .buttonStyle(.icon)
                        .disabled(quantity == 8)
                    }

                    OrderSummary(
                        subtotal: subtotal,
                        fees: fees,
                        currencyCode: event.currencyCode
                    )

                    Text("Prices include all fees. Tickets go to your Beacon wallet as soon as payment clears.") // expect: text-too-small
                        .font(10, .secondary)
                }
                .padding(Spacing.l)
            }

            Button {
                isPlacingOrder = true
            } label: {
                if isPlacingOrder {
                    ProgressView()
                        .tint(.white)
                } else {
                    Text("Pay \((subtotal + fees).formatted(.currency(code: event.currencyCode)))")
                }
            }
            .buttonStyle(.primary)
            .disabled(isPlacingOrder)
            .padding(Spacing.l)
        }
        .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        .presentationDragIndicator(.visible)
    }

    private var header: some View {
        HStack {
            Text("Checkout")
                .font(.headline)
            Spacer()
            Image(systemName: "xmark") // expect: small-tap-target
                .font(.body.weight(.semibold))
                .foregroundStyle(.secondary)
                .onTapGesture { dismiss() }
                .padding(Spacing.m)
        }
        .padding(.leading, Spacing.l)
        .padding(.top, Spacing.s)
    }
}

private struct TierOption: View {
    let title: String
    let price: Decimal
    let currencyCode: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            VStack(alignment: .leading, spacing: Spacing.xxs) {
                Text(title)
                    .font(.headline)
                Text(price, format: .currency(code: currencyCode).precision(.fractionLength(0)))
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            .padding(Spacing.m)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(
                RoundedRectangle(cornerRadius: Radius.chip, style: .continuous)
                    .strokeBorder(isSelected ? Color.beaconAccent : Color.secondary.opacity(0.3), lineWidth: isSelected ? 2 : 1)
            )
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}

private struct OrderSummary: View {
    let subtotal: Decimal
    let fees: Decimal
    let currencyCode: String

    var body: some View {
        VStack(spacing: Spacing.s) {
            LabeledContent("Tickets", value: subtotal, format: .currency(code: currencyCode))
            LabeledContent("Fees", value: fees, format: .currency(code: currencyCode))
            Divider()
            LabeledContent {
                Text(subtotal + fees, format: .currency(code: currencyCode))
            } label: {
                Text("Total")
            }
            .font(.headline)
        }
        .card()
    }
}

#Preview {
    Text("Event")
        .sheet(isPresented: .constant(true)) {
            CheckoutSheet(event: .preview)
        }
}
