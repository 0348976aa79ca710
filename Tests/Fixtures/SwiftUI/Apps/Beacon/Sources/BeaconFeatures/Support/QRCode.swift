import CoreImage.CIFilterBuiltins
import SwiftUI
import UIKit

/// Renders a ticket's barcode payload as a QR code image.
enum QRCode {
    private static let context = CIContext()

    static func image(for payload: String) -> Image {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data(payload.utf8)
        filter.correctionLevel = "M"
        guard
            let output = filter.outputImage,
            let cgImage = context.createCGImage(output, from: output.extent)
        else {
            return Image(systemName: "qrcode")
        }
        return Image(uiImage: UIImage(cgImage: cgImage))
    }
}
