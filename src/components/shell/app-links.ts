import { countries } from '../../../content-cache/backend/countries.json' with { type: 'json' };

/**
 * Where the apps are (public-site §2 download buttons; sender-flows §2 QR popup). The content
 * service gives these per block; the QR popup of the header has no block, so it uses the same links.
 */
export const appLinks = {
  qr: 'https://www.sendora.example/app',
  apple: 'https://apps.apple.com/app/sendora-send-money-abroad/id6447301925',
  android: 'https://play.google.com/store/apps/details?id=com.sendora.app',
  huawei: 'https://appgallery.huawei.com/app/C109384726',
} as const;

export type DownloadType = keyof typeof appLinks;

/** The QR images (made with `qrencode -t SVG -m 2 -s 4 --svg-path` from the links they name). */
export const qrImages = {
  download: '/media/app/qr-download.svg', // https://www.sendora.example/app
  wechat: '/media/app/qr-wechat.svg', // https://www.sendora.example/app?channel=wechat
} as const;

/** Country 156 (China, by the backend's numeric country id) gets the WeChat QR (public-site §2). */
export const WECHAT_COUNTRY_ID = 156;

export function countryId(codeA2: string): number | undefined {
  return countries.find((c) => c.code === codeA2.toUpperCase())?.id;
}
