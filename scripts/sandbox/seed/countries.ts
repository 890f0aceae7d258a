/**
 * Reference data of the sandbox backend: countries (sender-flows §3 Country, public-site §5 country search).
 *
 * Every inhabited entry of ISO 3166-1 (the six without a permanent population or a dialling code,
 * AQ BV GS HM TF UM, are left out): numeric code (the backend's country id), alpha-2 code, a short
 * English name, the international dialling prefix, and the currencies used there. On top of that,
 * what the service does there:
 *
 * - `SENDERS`: countries a customer can send from (pay-in). Their source currency is the first
 *   local currency.
 * - `PAYOUTS`: countries that can receive, with each payout currency and the delivery methods of
 *   that currency (sender-flows §3 codes; BONUS is never a payout). A second entry is the "country
 *   with several currencies" case (public-site §4): the calculator first shows a currency list.
 * - `PAY_SYSTEMS`: payout schemes and wallets available in the country (card schemes first).
 * - `NAMES`: what people search by (public-site §5): `synonym` holds other English names and
 *   abbreviations, `alias` native names (endonyms), both comma-separated.
 *
 * A country's `currencies` are the ones the service handles there: for a receiving country its
 * payout currencies (the send currency first when it also sends), for a sending-only country its
 * send currency, for the rest its local currencies. So every currency a calculator lists for a
 * country has a corridor behind it.
 *
 * `seoNameFrom` and `seoNameTo` are plain slugs of the English name ("germany"), with a few
 * overrides where people search by another form ("turkey", "dr-congo").
 */
import type { z } from 'zod';
import type { country as countrySchema, deliveryMethod } from '../../../src/content/schemas/backend.ts';
import { currency } from './currencies.ts';

export type Country = z.output<typeof countrySchema>;
export type DeliveryMethod = z.output<typeof deliveryMethod>;

/** One payout currency of a receiving country and how the money can be delivered in it. */
export interface Payout {
  currency: string;
  methods: readonly DeliveryMethod[];
}

/** [alpha-2, ISO 3166-1 numeric, English name, dialling prefix, local currencies (ISO 4217)]. */
type CountryRow = readonly [code: string, id: number, name: string, phonePrefix: string, currencies: readonly string[]];

const ROWS: readonly CountryRow[] = [
  ['AD', 20, 'Andorra', '376', ['EUR']],
  ['AE', 784, 'United Arab Emirates', '971', ['AED']],
  ['AF', 4, 'Afghanistan', '93', ['AFN']],
  ['AG', 28, 'Antigua and Barbuda', '1268', ['XCD']],
  ['AI', 660, 'Anguilla', '1264', ['XCD']],
  ['AL', 8, 'Albania', '355', ['ALL']],
  ['AM', 51, 'Armenia', '374', ['AMD']],
  ['AO', 24, 'Angola', '244', ['AOA']],
  ['AR', 32, 'Argentina', '54', ['ARS']],
  ['AS', 16, 'American Samoa', '1684', ['USD']],
  ['AT', 40, 'Austria', '43', ['EUR']],
  ['AU', 36, 'Australia', '61', ['AUD']],
  ['AW', 533, 'Aruba', '297', ['AWG']],
  ['AX', 248, 'Åland Islands', '358', ['EUR']],
  ['AZ', 31, 'Azerbaijan', '994', ['AZN']],
  ['BA', 70, 'Bosnia and Herzegovina', '387', ['BAM']],
  ['BB', 52, 'Barbados', '1246', ['BBD']],
  ['BD', 50, 'Bangladesh', '880', ['BDT']],
  ['BE', 56, 'Belgium', '32', ['EUR']],
  ['BF', 854, 'Burkina Faso', '226', ['XOF']],
  ['BG', 100, 'Bulgaria', '359', ['EUR']],
  ['BH', 48, 'Bahrain', '973', ['BHD']],
  ['BI', 108, 'Burundi', '257', ['BIF']],
  ['BJ', 204, 'Benin', '229', ['XOF']],
  ['BL', 652, 'Saint Barthélemy', '590', ['EUR']],
  ['BM', 60, 'Bermuda', '1441', ['BMD']],
  ['BN', 96, 'Brunei', '673', ['BND']],
  ['BO', 68, 'Bolivia', '591', ['BOB']],
  ['BQ', 535, 'Caribbean Netherlands', '599', ['USD']],
  ['BR', 76, 'Brazil', '55', ['BRL']],
  ['BS', 44, 'Bahamas', '1242', ['BSD']],
  ['BT', 64, 'Bhutan', '975', ['BTN', 'INR']],
  ['BW', 72, 'Botswana', '267', ['BWP']],
  ['BY', 112, 'Belarus', '375', ['BYN']],
  ['BZ', 84, 'Belize', '501', ['BZD']],
  ['CA', 124, 'Canada', '1', ['CAD']],
  ['CC', 166, 'Cocos (Keeling) Islands', '61', ['AUD']],
  ['CD', 180, 'Democratic Republic of the Congo', '243', ['CDF', 'USD']],
  ['CF', 140, 'Central African Republic', '236', ['XAF']],
  ['CG', 178, 'Republic of the Congo', '242', ['XAF']],
  ['CH', 756, 'Switzerland', '41', ['CHF']],
  ['CI', 384, "Côte d'Ivoire", '225', ['XOF']],
  ['CK', 184, 'Cook Islands', '682', ['NZD']],
  ['CL', 152, 'Chile', '56', ['CLP']],
  ['CM', 120, 'Cameroon', '237', ['XAF']],
  ['CN', 156, 'China', '86', ['CNY']],
  ['CO', 170, 'Colombia', '57', ['COP']],
  ['CR', 188, 'Costa Rica', '506', ['CRC']],
  ['CU', 192, 'Cuba', '53', ['CUP']],
  ['CV', 132, 'Cabo Verde', '238', ['CVE']],
  ['CW', 531, 'Curaçao', '599', ['XCG']],
  ['CX', 162, 'Christmas Island', '61', ['AUD']],
  ['CY', 196, 'Cyprus', '357', ['EUR']],
  ['CZ', 203, 'Czechia', '420', ['CZK']],
  ['DE', 276, 'Germany', '49', ['EUR']],
  ['DJ', 262, 'Djibouti', '253', ['DJF']],
  ['DK', 208, 'Denmark', '45', ['DKK']],
  ['DM', 212, 'Dominica', '1767', ['XCD']],
  ['DO', 214, 'Dominican Republic', '1809', ['DOP']],
  ['DZ', 12, 'Algeria', '213', ['DZD']],
  ['EC', 218, 'Ecuador', '593', ['USD']],
  ['EE', 233, 'Estonia', '372', ['EUR']],
  ['EG', 818, 'Egypt', '20', ['EGP']],
  ['EH', 732, 'Western Sahara', '212', ['MAD']],
  ['ER', 232, 'Eritrea', '291', ['ERN']],
  ['ES', 724, 'Spain', '34', ['EUR']],
  ['ET', 231, 'Ethiopia', '251', ['ETB']],
  ['FI', 246, 'Finland', '358', ['EUR']],
  ['FJ', 242, 'Fiji', '679', ['FJD']],
  ['FK', 238, 'Falkland Islands', '500', ['FKP']],
  ['FM', 583, 'Micronesia', '691', ['USD']],
  ['FO', 234, 'Faroe Islands', '298', ['DKK']],
  ['FR', 250, 'France', '33', ['EUR']],
  ['GA', 266, 'Gabon', '241', ['XAF']],
  ['GB', 826, 'United Kingdom', '44', ['GBP']],
  ['GD', 308, 'Grenada', '1473', ['XCD']],
  ['GE', 268, 'Georgia', '995', ['GEL']],
  ['GF', 254, 'French Guiana', '594', ['EUR']],
  ['GG', 831, 'Guernsey', '44', ['GBP']],
  ['GH', 288, 'Ghana', '233', ['GHS']],
  ['GI', 292, 'Gibraltar', '350', ['GIP']],
  ['GL', 304, 'Greenland', '299', ['DKK']],
  ['GM', 270, 'Gambia', '220', ['GMD']],
  ['GN', 324, 'Guinea', '224', ['GNF']],
  ['GP', 312, 'Guadeloupe', '590', ['EUR']],
  ['GQ', 226, 'Equatorial Guinea', '240', ['XAF']],
  ['GR', 300, 'Greece', '30', ['EUR']],
  ['GT', 320, 'Guatemala', '502', ['GTQ']],
  ['GU', 316, 'Guam', '1671', ['USD']],
  ['GW', 624, 'Guinea-Bissau', '245', ['XOF']],
  ['GY', 328, 'Guyana', '592', ['GYD']],
  ['HK', 344, 'Hong Kong', '852', ['HKD']],
  ['HN', 340, 'Honduras', '504', ['HNL']],
  ['HR', 191, 'Croatia', '385', ['EUR']],
  ['HT', 332, 'Haiti', '509', ['HTG', 'USD']],
  ['HU', 348, 'Hungary', '36', ['HUF']],
  ['ID', 360, 'Indonesia', '62', ['IDR']],
  ['IE', 372, 'Ireland', '353', ['EUR']],
  ['IL', 376, 'Israel', '972', ['ILS']],
  ['IM', 833, 'Isle of Man', '44', ['GBP']],
  ['IN', 356, 'India', '91', ['INR']],
  ['IO', 86, 'British Indian Ocean Territory', '246', ['USD']],
  ['IQ', 368, 'Iraq', '964', ['IQD']],
  ['IR', 364, 'Iran', '98', ['IRR']],
  ['IS', 352, 'Iceland', '354', ['ISK']],
  ['IT', 380, 'Italy', '39', ['EUR']],
  ['JE', 832, 'Jersey', '44', ['GBP']],
  ['JM', 388, 'Jamaica', '1876', ['JMD']],
  ['JO', 400, 'Jordan', '962', ['JOD']],
  ['JP', 392, 'Japan', '81', ['JPY']],
  ['KE', 404, 'Kenya', '254', ['KES']],
  ['KG', 417, 'Kyrgyzstan', '996', ['KGS']],
  ['KH', 116, 'Cambodia', '855', ['KHR', 'USD']],
  ['KI', 296, 'Kiribati', '686', ['AUD']],
  ['KM', 174, 'Comoros', '269', ['KMF']],
  ['KN', 659, 'Saint Kitts and Nevis', '1869', ['XCD']],
  ['KP', 408, 'North Korea', '850', ['KPW']],
  ['KR', 410, 'South Korea', '82', ['KRW']],
  ['KW', 414, 'Kuwait', '965', ['KWD']],
  ['KY', 136, 'Cayman Islands', '1345', ['KYD']],
  ['KZ', 398, 'Kazakhstan', '7', ['KZT']],
  ['LA', 418, 'Laos', '856', ['LAK']],
  ['LB', 422, 'Lebanon', '961', ['LBP', 'USD']],
  ['LC', 662, 'Saint Lucia', '1758', ['XCD']],
  ['LI', 438, 'Liechtenstein', '423', ['CHF']],
  ['LK', 144, 'Sri Lanka', '94', ['LKR']],
  ['LR', 430, 'Liberia', '231', ['LRD', 'USD']],
  ['LS', 426, 'Lesotho', '266', ['LSL', 'ZAR']],
  ['LT', 440, 'Lithuania', '370', ['EUR']],
  ['LU', 442, 'Luxembourg', '352', ['EUR']],
  ['LV', 428, 'Latvia', '371', ['EUR']],
  ['LY', 434, 'Libya', '218', ['LYD']],
  ['MA', 504, 'Morocco', '212', ['MAD']],
  ['MC', 492, 'Monaco', '377', ['EUR']],
  ['MD', 498, 'Moldova', '373', ['MDL']],
  ['ME', 499, 'Montenegro', '382', ['EUR']],
  ['MF', 663, 'Saint Martin', '590', ['EUR']],
  ['MG', 450, 'Madagascar', '261', ['MGA']],
  ['MH', 584, 'Marshall Islands', '692', ['USD']],
  ['MK', 807, 'North Macedonia', '389', ['MKD']],
  ['ML', 466, 'Mali', '223', ['XOF']],
  ['MM', 104, 'Myanmar', '95', ['MMK']],
  ['MN', 496, 'Mongolia', '976', ['MNT']],
  ['MO', 446, 'Macao', '853', ['MOP']],
  ['MP', 580, 'Northern Mariana Islands', '1670', ['USD']],
  ['MQ', 474, 'Martinique', '596', ['EUR']],
  ['MR', 478, 'Mauritania', '222', ['MRU']],
  ['MS', 500, 'Montserrat', '1664', ['XCD']],
  ['MT', 470, 'Malta', '356', ['EUR']],
  ['MU', 480, 'Mauritius', '230', ['MUR']],
  ['MV', 462, 'Maldives', '960', ['MVR']],
  ['MW', 454, 'Malawi', '265', ['MWK']],
  ['MX', 484, 'Mexico', '52', ['MXN']],
  ['MY', 458, 'Malaysia', '60', ['MYR']],
  ['MZ', 508, 'Mozambique', '258', ['MZN']],
  ['NA', 516, 'Namibia', '264', ['NAD', 'ZAR']],
  ['NC', 540, 'New Caledonia', '687', ['XPF']],
  ['NE', 562, 'Niger', '227', ['XOF']],
  ['NF', 574, 'Norfolk Island', '672', ['AUD']],
  ['NG', 566, 'Nigeria', '234', ['NGN']],
  ['NI', 558, 'Nicaragua', '505', ['NIO']],
  ['NL', 528, 'Netherlands', '31', ['EUR']],
  ['NO', 578, 'Norway', '47', ['NOK']],
  ['NP', 524, 'Nepal', '977', ['NPR']],
  ['NR', 520, 'Nauru', '674', ['AUD']],
  ['NU', 570, 'Niue', '683', ['NZD']],
  ['NZ', 554, 'New Zealand', '64', ['NZD']],
  ['OM', 512, 'Oman', '968', ['OMR']],
  ['PA', 591, 'Panama', '507', ['PAB', 'USD']],
  ['PE', 604, 'Peru', '51', ['PEN']],
  ['PF', 258, 'French Polynesia', '689', ['XPF']],
  ['PG', 598, 'Papua New Guinea', '675', ['PGK']],
  ['PH', 608, 'Philippines', '63', ['PHP']],
  ['PK', 586, 'Pakistan', '92', ['PKR']],
  ['PL', 616, 'Poland', '48', ['PLN']],
  ['PM', 666, 'Saint Pierre and Miquelon', '508', ['EUR']],
  ['PN', 612, 'Pitcairn Islands', '64', ['NZD']],
  ['PR', 630, 'Puerto Rico', '1787', ['USD']],
  ['PS', 275, 'Palestine', '970', ['ILS', 'JOD']],
  ['PT', 620, 'Portugal', '351', ['EUR']],
  ['PW', 585, 'Palau', '680', ['USD']],
  ['PY', 600, 'Paraguay', '595', ['PYG']],
  ['QA', 634, 'Qatar', '974', ['QAR']],
  ['RE', 638, 'Réunion', '262', ['EUR']],
  ['RO', 642, 'Romania', '40', ['RON']],
  ['RS', 688, 'Serbia', '381', ['RSD']],
  ['RU', 643, 'Russia', '7', ['RUB']],
  ['RW', 646, 'Rwanda', '250', ['RWF']],
  ['SA', 682, 'Saudi Arabia', '966', ['SAR']],
  ['SB', 90, 'Solomon Islands', '677', ['SBD']],
  ['SC', 690, 'Seychelles', '248', ['SCR']],
  ['SD', 729, 'Sudan', '249', ['SDG']],
  ['SE', 752, 'Sweden', '46', ['SEK']],
  ['SG', 702, 'Singapore', '65', ['SGD']],
  ['SH', 654, 'Saint Helena, Ascension and Tristan da Cunha', '290', ['SHP']],
  ['SI', 705, 'Slovenia', '386', ['EUR']],
  ['SJ', 744, 'Svalbard and Jan Mayen', '47', ['NOK']],
  ['SK', 703, 'Slovakia', '421', ['EUR']],
  ['SL', 694, 'Sierra Leone', '232', ['SLE']],
  ['SM', 674, 'San Marino', '378', ['EUR']],
  ['SN', 686, 'Senegal', '221', ['XOF']],
  ['SO', 706, 'Somalia', '252', ['SOS', 'USD']],
  ['SR', 740, 'Suriname', '597', ['SRD']],
  ['SS', 728, 'South Sudan', '211', ['SSP']],
  ['ST', 678, 'São Tomé and Príncipe', '239', ['STN']],
  ['SV', 222, 'El Salvador', '503', ['USD']],
  ['SX', 534, 'Sint Maarten', '1721', ['XCG']],
  ['SY', 760, 'Syria', '963', ['SYP']],
  ['SZ', 748, 'Eswatini', '268', ['SZL', 'ZAR']],
  ['TC', 796, 'Turks and Caicos Islands', '1649', ['USD']],
  ['TD', 148, 'Chad', '235', ['XAF']],
  ['TG', 768, 'Togo', '228', ['XOF']],
  ['TH', 764, 'Thailand', '66', ['THB']],
  ['TJ', 762, 'Tajikistan', '992', ['TJS']],
  ['TK', 772, 'Tokelau', '690', ['NZD']],
  ['TL', 626, 'Timor-Leste', '670', ['USD']],
  ['TM', 795, 'Turkmenistan', '993', ['TMT']],
  ['TN', 788, 'Tunisia', '216', ['TND']],
  ['TO', 776, 'Tonga', '676', ['TOP']],
  ['TR', 792, 'Türkiye', '90', ['TRY']],
  ['TT', 780, 'Trinidad and Tobago', '1868', ['TTD']],
  ['TV', 798, 'Tuvalu', '688', ['AUD']],
  ['TW', 158, 'Taiwan', '886', ['TWD']],
  ['TZ', 834, 'Tanzania', '255', ['TZS']],
  ['UA', 804, 'Ukraine', '380', ['UAH']],
  ['UG', 800, 'Uganda', '256', ['UGX']],
  ['US', 840, 'United States', '1', ['USD']],
  ['UY', 858, 'Uruguay', '598', ['UYU']],
  ['UZ', 860, 'Uzbekistan', '998', ['UZS']],
  ['VA', 336, 'Vatican City', '39', ['EUR']],
  ['VC', 670, 'Saint Vincent and the Grenadines', '1784', ['XCD']],
  ['VE', 862, 'Venezuela', '58', ['VES']],
  ['VG', 92, 'British Virgin Islands', '1284', ['USD']],
  ['VI', 850, 'U.S. Virgin Islands', '1340', ['USD']],
  ['VN', 704, 'Vietnam', '84', ['VND']],
  ['VU', 548, 'Vanuatu', '678', ['VUV']],
  ['WF', 876, 'Wallis and Futuna', '681', ['XPF']],
  ['WS', 882, 'Samoa', '685', ['WST']],
  ['YE', 887, 'Yemen', '967', ['YER']],
  ['YT', 175, 'Mayotte', '262', ['EUR']],
  ['ZA', 710, 'South Africa', '27', ['ZAR']],
  ['ZM', 894, 'Zambia', '260', ['ZMW']],
  ['ZW', 716, 'Zimbabwe', '263', ['ZWG', 'USD']],
];

/**
 * Countries a customer can send from: the United Kingdom, the EU and EEA, Switzerland, and the
 * big sending markets of the Americas, Asia-Pacific and the Gulf. Every country of the site's
 * select-region content is here (a test checks it).
 */
export const SENDERS: readonly string[] = [
  // United Kingdom, EU (euro area first), EEA, Switzerland
  'GB',
  'AT', 'BE', 'BG', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK',
  'CZ', 'DK', 'HU', 'PL', 'RO', 'SE',
  'IS', 'LI', 'NO',
  'CH',
  // Americas
  'US', 'CA', 'BR', 'MX',
  // Asia-Pacific
  'AU', 'NZ', 'JP', 'KR', 'CN', 'HK', 'SG', 'ID', 'VN', 'PH',
  // Middle East, Türkiye, Eastern Europe and Central Asia
  'AE', 'SA', 'IL', 'TR', 'UA', 'UZ',
];

const B = 'BANK_ACCOUNT';
const C = 'CASH';
const H = 'HOME_DELIVERY';
const A = 'ALIPAY';
const I = 'INTERAC';
const K = 'BANK_CARD';

/** Receiving countries: payout currencies (local first) with their delivery methods. */
export const PAYOUTS: Readonly<Record<string, readonly Payout[]>> = {
  // United Kingdom, EU, EEA, Switzerland
  GB: [{ currency: 'GBP', methods: [B] }],
  IE: [{ currency: 'EUR', methods: [B] }],
  DE: [{ currency: 'EUR', methods: [B] }],
  AT: [{ currency: 'EUR', methods: [B] }],
  FR: [{ currency: 'EUR', methods: [B] }],
  BE: [{ currency: 'EUR', methods: [B] }],
  NL: [{ currency: 'EUR', methods: [B] }],
  LU: [{ currency: 'EUR', methods: [B] }],
  IT: [{ currency: 'EUR', methods: [B, C] }],
  ES: [{ currency: 'EUR', methods: [B, C] }],
  PT: [{ currency: 'EUR', methods: [B, C] }],
  GR: [{ currency: 'EUR', methods: [B] }],
  CY: [{ currency: 'EUR', methods: [B] }],
  MT: [{ currency: 'EUR', methods: [B] }],
  FI: [{ currency: 'EUR', methods: [B] }],
  EE: [{ currency: 'EUR', methods: [B] }],
  LV: [{ currency: 'EUR', methods: [B] }],
  LT: [{ currency: 'EUR', methods: [B] }],
  SK: [{ currency: 'EUR', methods: [B] }],
  SI: [{ currency: 'EUR', methods: [B] }],
  HR: [{ currency: 'EUR', methods: [B, C] }],
  BG: [{ currency: 'EUR', methods: [B, C] }],
  PL: [{ currency: 'PLN', methods: [B, K, C] }],
  CZ: [{ currency: 'CZK', methods: [B] }],
  RO: [{ currency: 'RON', methods: [B, K, C] }],
  HU: [{ currency: 'HUF', methods: [B] }],
  SE: [{ currency: 'SEK', methods: [B] }],
  DK: [{ currency: 'DKK', methods: [B] }],
  NO: [{ currency: 'NOK', methods: [B] }],
  IS: [{ currency: 'ISK', methods: [B] }],
  CH: [{ currency: 'CHF', methods: [B] }],
  // Eastern Europe, the Caucasus, the Balkans, Türkiye
  UA: [
    { currency: 'UAH', methods: [K, B] },
    { currency: 'USD', methods: [K, C] },
    { currency: 'EUR', methods: [C] },
  ],
  MD: [
    { currency: 'MDL', methods: [K, B, C] },
    { currency: 'EUR', methods: [B, C] },
  ],
  GE: [
    { currency: 'GEL', methods: [K, B, C] },
    { currency: 'USD', methods: [K, C] },
  ],
  AM: [
    { currency: 'AMD', methods: [K, B, C] },
    { currency: 'USD', methods: [B, C] },
  ],
  AZ: [{ currency: 'AZN', methods: [K, B, C] }],
  AL: [{ currency: 'ALL', methods: [B, C] }],
  BA: [{ currency: 'BAM', methods: [B, C] }],
  RS: [{ currency: 'RSD', methods: [B, C] }],
  ME: [{ currency: 'EUR', methods: [B, C] }],
  MK: [{ currency: 'MKD', methods: [B, C] }],
  TR: [{ currency: 'TRY', methods: [B, K, C] }],
  // Central Asia
  UZ: [
    { currency: 'UZS', methods: [K, B, C] },
    { currency: 'USD', methods: [K, C] },
  ],
  KZ: [{ currency: 'KZT', methods: [K, B, C] }],
  KG: [
    { currency: 'KGS', methods: [K, B, C] },
    { currency: 'USD', methods: [K, C] },
  ],
  TJ: [
    { currency: 'TJS', methods: [K, B, C] },
    { currency: 'USD', methods: [K, C] },
  ],
  // South Asia
  IN: [{ currency: 'INR', methods: [B] }],
  PK: [{ currency: 'PKR', methods: [B, C] }],
  BD: [{ currency: 'BDT', methods: [B, C] }],
  NP: [{ currency: 'NPR', methods: [B, C, H] }],
  LK: [{ currency: 'LKR', methods: [B, C] }],
  // East and South-East Asia
  CN: [{ currency: 'CNY', methods: [A, K] }],
  HK: [{ currency: 'HKD', methods: [B] }],
  TW: [{ currency: 'TWD', methods: [B] }],
  JP: [{ currency: 'JPY', methods: [B] }],
  KR: [{ currency: 'KRW', methods: [B] }],
  MN: [{ currency: 'MNT', methods: [B, K] }],
  PH: [{ currency: 'PHP', methods: [B, C, H] }],
  VN: [
    { currency: 'VND', methods: [B, K, C, H] },
    { currency: 'USD', methods: [C] },
  ],
  TH: [{ currency: 'THB', methods: [B, C] }],
  MY: [{ currency: 'MYR', methods: [B, C] }],
  SG: [{ currency: 'SGD', methods: [B] }],
  ID: [{ currency: 'IDR', methods: [B, C] }],
  KH: [
    { currency: 'KHR', methods: [B, C] },
    { currency: 'USD', methods: [B, C] },
  ],
  LA: [{ currency: 'LAK', methods: [B, C] }],
  // Oceania
  AU: [{ currency: 'AUD', methods: [B] }],
  NZ: [{ currency: 'NZD', methods: [B] }],
  FJ: [{ currency: 'FJD', methods: [B, C] }],
  PG: [{ currency: 'PGK', methods: [B] }],
  WS: [{ currency: 'WST', methods: [B, C] }],
  TO: [{ currency: 'TOP', methods: [B, C] }],
  // Middle East
  AE: [{ currency: 'AED', methods: [B] }],
  SA: [{ currency: 'SAR', methods: [B] }],
  QA: [{ currency: 'QAR', methods: [B] }],
  KW: [{ currency: 'KWD', methods: [B] }],
  BH: [{ currency: 'BHD', methods: [B] }],
  OM: [{ currency: 'OMR', methods: [B] }],
  JO: [{ currency: 'JOD', methods: [B, C] }],
  LB: [
    { currency: 'LBP', methods: [B] },
    { currency: 'USD', methods: [C, H] },
  ],
  IL: [{ currency: 'ILS', methods: [B] }],
  IQ: [
    { currency: 'IQD', methods: [B, C] },
    { currency: 'USD', methods: [C] },
  ],
  PS: [
    { currency: 'ILS', methods: [B, C] },
    { currency: 'USD', methods: [B, C] },
  ],
  // Africa
  EG: [{ currency: 'EGP', methods: [B, K, C] }],
  MA: [{ currency: 'MAD', methods: [B, C] }],
  TN: [{ currency: 'TND', methods: [B, C] }],
  DZ: [{ currency: 'DZD', methods: [B, C] }],
  NG: [
    { currency: 'NGN', methods: [B] },
    { currency: 'USD', methods: [B, C] },
  ],
  GH: [{ currency: 'GHS', methods: [B, C] }],
  KE: [{ currency: 'KES', methods: [B, C] }],
  UG: [{ currency: 'UGX', methods: [B, C] }],
  TZ: [{ currency: 'TZS', methods: [B, C] }],
  RW: [{ currency: 'RWF', methods: [B, C] }],
  ET: [{ currency: 'ETB', methods: [B, C] }],
  ZA: [{ currency: 'ZAR', methods: [B, C] }],
  ZW: [{ currency: 'USD', methods: [B, C, H] }],
  ZM: [{ currency: 'ZMW', methods: [B, C] }],
  MW: [{ currency: 'MWK', methods: [B, C] }],
  MZ: [{ currency: 'MZN', methods: [B, C] }],
  SN: [{ currency: 'XOF', methods: [B, C] }],
  CI: [{ currency: 'XOF', methods: [B, C] }],
  ML: [{ currency: 'XOF', methods: [B, C] }],
  BF: [{ currency: 'XOF', methods: [B, C] }],
  BJ: [{ currency: 'XOF', methods: [B, C] }],
  TG: [{ currency: 'XOF', methods: [B, C] }],
  NE: [{ currency: 'XOF', methods: [B, C] }],
  GN: [{ currency: 'GNF', methods: [B, C] }],
  SL: [{ currency: 'SLE', methods: [B, C] }],
  LR: [
    { currency: 'LRD', methods: [B, C] },
    { currency: 'USD', methods: [B, C] },
  ],
  GM: [{ currency: 'GMD', methods: [B, C] }],
  CM: [{ currency: 'XAF', methods: [B, C] }],
  GA: [{ currency: 'XAF', methods: [B, C] }],
  CG: [{ currency: 'XAF', methods: [B, C] }],
  CD: [
    { currency: 'CDF', methods: [B, C] },
    { currency: 'USD', methods: [B, C] },
  ],
  AO: [{ currency: 'AOA', methods: [B] }],
  NA: [{ currency: 'NAD', methods: [B] }],
  BW: [{ currency: 'BWP', methods: [B] }],
  MG: [{ currency: 'MGA', methods: [B, C] }],
  MU: [{ currency: 'MUR', methods: [B] }],
  SO: [{ currency: 'USD', methods: [B, C] }],
  CV: [{ currency: 'CVE', methods: [B] }],
  BI: [{ currency: 'BIF', methods: [B, C] }],
  LS: [{ currency: 'LSL', methods: [B] }],
  SZ: [{ currency: 'SZL', methods: [B] }],
  // Americas
  US: [{ currency: 'USD', methods: [B, K] }],
  CA: [{ currency: 'CAD', methods: [I, B] }],
  MX: [{ currency: 'MXN', methods: [B, K, C, H] }],
  GT: [{ currency: 'GTQ', methods: [B, C, H] }],
  SV: [{ currency: 'USD', methods: [B, C, H] }],
  HN: [{ currency: 'HNL', methods: [B, C, H] }],
  NI: [{ currency: 'NIO', methods: [B, C] }],
  CR: [{ currency: 'CRC', methods: [B] }],
  PA: [{ currency: 'USD', methods: [B] }],
  CO: [{ currency: 'COP', methods: [B, C] }],
  EC: [{ currency: 'USD', methods: [B, C] }],
  PE: [{ currency: 'PEN', methods: [B, C] }],
  BO: [{ currency: 'BOB', methods: [B, C] }],
  CL: [{ currency: 'CLP', methods: [B] }],
  AR: [
    { currency: 'ARS', methods: [B] },
    { currency: 'USD', methods: [C] },
  ],
  BR: [{ currency: 'BRL', methods: [B] }],
  PY: [{ currency: 'PYG', methods: [B, C] }],
  UY: [{ currency: 'UYU', methods: [B] }],
  DO: [{ currency: 'DOP', methods: [B, C, H] }],
  HT: [
    { currency: 'HTG', methods: [B, C] },
    { currency: 'USD', methods: [C, H] },
  ],
  JM: [{ currency: 'JMD', methods: [B, C] }],
  TT: [{ currency: 'TTD', methods: [B] }],
  GY: [{ currency: 'GYD', methods: [B, C] }],
  BZ: [{ currency: 'BZD', methods: [B] }],
  SR: [{ currency: 'SRD', methods: [B, C] }],
};

/** Local payout schemes and wallets; every sending or receiving country also has visa and mastercard. */
const PAY_SYSTEMS: Readonly<Record<string, readonly string[]>> = {
  // Europe
  GB: ['faster-payments'],
  AT: ['sepa'], BE: ['sepa', 'bancontact'], BG: ['sepa'], CY: ['sepa'], DE: ['sepa'], EE: ['sepa'], ES: ['sepa', 'bizum'],
  FI: ['sepa'], FR: ['sepa', 'cartes-bancaires'], GR: ['sepa'], HR: ['sepa'], IE: ['sepa'], IT: ['sepa', 'bancomat'],
  LT: ['sepa'], LU: ['sepa'], LV: ['sepa'], MT: ['sepa'], NL: ['sepa', 'ideal'], PT: ['sepa', 'mbway', 'multibanco'],
  SI: ['sepa'], SK: ['sepa'], CZ: ['sepa'], DK: ['sepa', 'mobilepay'], HU: ['sepa'], PL: ['sepa', 'blik'],
  RO: ['sepa'], SE: ['sepa', 'swish'], IS: ['sepa'], LI: ['sepa'], NO: ['sepa', 'vipps'], CH: ['sepa', 'twint'],
  UA: ['prostir'], MD: ['mia'], GE: ['tbc-pay'], AM: ['arca', 'idram'], AZ: ['millikart'],
  AL: [], BA: [], RS: ['dinacard'], ME: [], MK: [], TR: ['troy', 'fast'],
  // Central Asia
  UZ: ['uzcard', 'humo'], KZ: ['kaspi'], KG: ['elcard', 'mbank'], TJ: ['korti-milli', 'dushanbe-city'],
  // South Asia
  IN: ['rupay', 'upi', 'paytm'], PK: ['raast', 'easypaisa', 'jazzcash'], BD: ['bkash', 'nagad'], NP: ['esewa', 'khalti'],
  LK: ['lankapay', 'ezcash'],
  // East and South-East Asia
  CN: ['unionpay', 'alipay', 'wechatpay'], HK: ['fps', 'unionpay'], TW: ['jkopay'], JP: ['jcb', 'paypay'],
  KR: ['kakaopay', 'toss'], MN: ['qpay'], PH: ['instapay', 'gcash', 'maya'], VN: ['napas', 'momo'],
  TH: ['promptpay', 'truemoney'], MY: ['duitnow', 'touch-n-go'], SG: ['paynow'], ID: ['bi-fast', 'gopay', 'ovo', 'dana'],
  KH: ['bakong', 'wing'], LA: ['lapnet'],
  // Oceania
  AU: ['payid', 'eftpos'], NZ: ['eftpos'], FJ: ['mpaisa'], PG: [], WS: [], TO: [],
  // Middle East
  AE: ['aani'], SA: ['mada', 'stcpay'], QA: ['himyan'], KW: ['knet'], BH: ['benefit'], OM: [], JO: ['cliq'],
  LB: ['whish'], IL: ['bit'], IQ: ['qi-card', 'zaincash'], PS: ['jawwal-pay'],
  // Africa
  EG: ['meeza', 'instapay', 'vodafone-cash'], MA: [], TN: [], DZ: ['cib'], NG: ['verve', 'opay'],
  GH: ['mtn-momo', 'telecel-cash'], KE: ['mpesa', 'airtel-money'], UG: ['mtn-momo', 'airtel-money'],
  TZ: ['mpesa', 'mixx-by-yas', 'airtel-money'], RW: ['mtn-momo', 'airtel-money'], ET: ['telebirr'], ZA: [],
  ZW: ['ecocash'], ZM: ['mtn-momo', 'airtel-money'], MW: ['airtel-money', 'tnm-mpamba'], MZ: ['mpesa', 'emola'],
  SN: ['orange-money', 'wave'], CI: ['orange-money', 'wave', 'mtn-momo'], ML: ['orange-money', 'wave'],
  BF: ['orange-money', 'moov-money'], BJ: ['mtn-momo', 'moov-money'], TG: ['flooz', 'tmoney'], NE: ['airtel-money'],
  GN: ['orange-money', 'mtn-momo'], SL: ['orange-money', 'afrimoney'], LR: ['mtn-momo', 'orange-money'],
  GM: ['wave', 'afrimoney'], CM: ['mtn-momo', 'orange-money'], GA: ['airtel-money', 'moov-money'],
  CG: ['mtn-momo', 'airtel-money'], CD: ['mpesa', 'orange-money', 'airtel-money'], AO: ['multicaixa'], NA: [], BW: ['orange-money'],
  MG: ['mvola', 'orange-money'], MU: ['juice'], SO: ['evc-plus', 'zaad', 'sahal'], CV: [], BI: ['lumicash'], LS: ['mpesa'],
  SZ: ['mtn-momo'],
  // Americas
  US: ['ach', 'zelle'], CA: ['interac'], MX: ['spei', 'carnet'], GT: [], SV: [], HN: ['tengo'], NI: [], CR: ['sinpe'],
  PA: ['yappy'], CO: ['pse', 'nequi', 'daviplata'], EC: [], PE: ['yape', 'plin'], BO: ['qr-simple'], CL: [],
  AR: ['mercado-pago'], BR: ['pix', 'elo'], PY: [], UY: [], DO: [], HT: ['moncash'], JM: [], TT: [], GY: ['mmg'],
  BZ: [], SR: [],
};

/** [synonym, alias]: other English names and abbreviations; native names. */
const NAMES: Readonly<Record<string, readonly [string, string]>> = {
  AE: ['UAE, Emirates, Dubai, Abu Dhabi', 'الإمارات'],
  AL: ['', 'Shqipëria'],
  AM: ['', 'Հայաստան, Hayastan'],
  AT: ['', 'Österreich'],
  AX: ['Aland', 'Åland'],
  AZ: ['', 'Azərbaycan'],
  BA: ['Bosnia, BiH, Herzegovina', 'Bosna i Hercegovina'],
  BD: ['', 'বাংলাদেশ'],
  BE: ['', 'België, Belgique, Belgien'],
  BG: ['', 'България, Bulgariya'],
  BH: ['', 'البحرين'],
  BQ: ['Bonaire, Sint Eustatius, Saba', ''],
  BR: ['', 'Brasil'],
  BY: ['Byelorussia', 'Беларусь'],
  CD: ['DRC, DR Congo, Congo-Kinshasa, Zaire', 'RD Congo, République démocratique du Congo'],
  CG: ['Congo, Congo-Brazzaville', 'République du Congo'],
  CH: ['Swiss Confederation', 'Schweiz, Suisse, Svizzera'],
  CI: ['Ivory Coast', ''],
  CN: ['PRC, Mainland China', '中国, Zhongguo'],
  CV: ['Cape Verde', ''],
  CY: ['', 'Κύπρος, Kıbrıs'],
  CZ: ['Czech Republic', 'Česko, Česká republika'],
  DE: ['', 'Deutschland'],
  DK: ['', 'Danmark'],
  DO: ['', 'República Dominicana'],
  DZ: ['', 'الجزائر, Algérie'],
  EE: ['', 'Eesti'],
  EG: ['', 'مصر, Misr'],
  ES: ['', 'España'],
  ET: ['', 'ኢትዮጵያ'],
  FI: ['', 'Suomi'],
  FK: ['Malvinas', ''],
  FM: ['Federated States of Micronesia', ''],
  FO: ['Faroes', 'Føroyar, Færøerne'],
  GB: ['UK, U.K., Great Britain, Britain, England, Scotland, Wales, Northern Ireland', ''],
  GE: ['', 'საქართველო, Sakartvelo'],
  GL: ['', 'Kalaallit Nunaat, Grønland'],
  GR: ['Hellas', 'Ελλάδα'],
  HK: ['', '香港'],
  HR: ['', 'Hrvatska'],
  HT: ['', 'Haïti, Ayiti'],
  HU: ['', 'Magyarország'],
  IE: ['Eire', 'Éire'],
  IL: ['', 'ישראל'],
  IN: ['Bharat', 'भारत'],
  IQ: ['', 'العراق'],
  IR: ['Persia', 'ایران'],
  IS: ['', 'Ísland'],
  IT: ['', 'Italia'],
  JO: ['', 'الأردن'],
  JP: ['', '日本, Nippon, Nihon'],
  KG: ['Kirghizia, Kyrgyz Republic', 'Кыргызстан'],
  KH: ['Kampuchea', 'កម្ពុជា'],
  KP: ['DPRK', '조선'],
  KR: ['Korea, Republic of Korea', '대한민국, 한국'],
  KW: ['', 'الكويت'],
  KZ: ['', 'Қазақстан, Qazaqstan, Казахстан'],
  LA: ['Lao PDR', 'ລາວ'],
  LB: ['', 'لبنان, Liban'],
  LK: ['Ceylon', 'ශ්‍රී ලංකාව, இலங்கை'],
  LT: ['', 'Lietuva'],
  LU: ['', 'Lëtzebuerg, Luxemburg'],
  LV: ['', 'Latvija'],
  MA: ['', 'المغرب, Maroc'],
  MD: ['Republic of Moldova', ''],
  ME: ['', 'Crna Gora'],
  MK: ['Macedonia, FYROM', 'Северна Македонија'],
  MM: ['Burma', ''],
  MN: ['', 'Монгол Улс'],
  MO: ['Macau', '澳門'],
  MX: ['', 'México'],
  NL: ['Holland, The Netherlands', 'Nederland'],
  NO: ['', 'Norge, Noreg'],
  NP: ['', 'नेपाल'],
  NZ: ['', 'Aotearoa'],
  OM: ['', 'عُمان'],
  PA: ['', 'Panamá'],
  PE: ['', 'Perú'],
  PH: ['', 'Pilipinas'],
  PK: ['', 'پاکستان'],
  PL: ['', 'Polska'],
  PS: ['Palestinian Territories, West Bank, Gaza', 'فلسطين'],
  QA: ['', 'قطر'],
  RO: ['', 'România'],
  RS: ['', 'Srbija, Србија'],
  RU: ['Russian Federation', 'Россия'],
  SA: ['KSA', 'السعودية'],
  SE: ['', 'Sverige'],
  SG: ['', 'Singapura, 新加坡'],
  SI: ['', 'Slovenija'],
  SK: ['', 'Slovensko'],
  SY: ['', 'سوريا'],
  SZ: ['Swaziland', ''],
  TH: ['Siam', 'ประเทศไทย'],
  TJ: ['', 'Тоҷикистон, Tojikiston'],
  TL: ['East Timor', ''],
  TN: ['', 'تونس, Tunisie'],
  TR: ['Turkey, Turkiye', 'Türkiye Cumhuriyeti'],
  TW: ['', '台灣, 臺灣'],
  UA: ['', 'Україна, Ukraina'],
  US: ['USA, U.S.A., U.S., America, United States of America', ''],
  UZ: ['', 'Oʻzbekiston, Ўзбекистон'],
  VA: ['Holy See', 'Città del Vaticano'],
  VG: ['BVI', ''],
  VI: ['USVI', ''],
  VN: ['Viet Nam', 'Việt Nam'],
  ZA: ['RSA', 'Suid-Afrika'],
};

/** URL words that are not the plain slug of the English name. */
const SEO_NAMES: Readonly<Record<string, string>> = {
  CD: 'dr-congo',
  CG: 'congo',
  SH: 'saint-helena',
  TR: 'turkey',
};

/** A plain URL word from an English name: "Côte d'Ivoire" → "cote-divoire", "U.S. Virgin Islands" → "us-virgin-islands". */
export function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['.]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const senderSet = new Set(SENDERS);

function buildCountry([code, id, name, phonePrefix, local]: CountryRow): Country {
  const canSend = senderSet.has(code);
  const payouts = PAYOUTS[code];
  const canReceive = payouts !== undefined;
  let handled: string[];
  if (canReceive) handled = [...new Set([...(canSend ? [local[0]!] : []), ...payouts.map((p) => p.currency)])];
  else if (canSend) handled = [local[0]!];
  else handled = [...local];
  const [synonym, alias] = NAMES[code] ?? ['', ''];
  const seoName = SEO_NAMES[code] ?? slug(name);
  return {
    id,
    code,
    name,
    seoNameFrom: seoName,
    seoNameTo: seoName,
    synonym,
    alias,
    phone_prefix: phonePrefix,
    currencies: handled.map((c) => currency(c).id),
    canSend,
    canReceive,
    paySystems: canSend || canReceive ? ['visa', 'mastercard', ...(PAY_SYSTEMS[code] ?? [])] : [],
  };
}

/** All countries, sorted by alpha-2 code. */
export const countries: readonly Country[] = ROWS.map(buildCountry);

export const countryByCode: ReadonlyMap<string, Country> = new Map(countries.map((c) => [c.code, c]));

/** The country with this alpha-2 code; throws for a code the seed does not know. */
export function country(code: string): Country {
  const found = countryByCode.get(code);
  if (!found) throw new Error(`seed/countries: unknown country ${code}`);
  return found;
}

/** The currency a sending country pays in (its first local currency). */
export function sendCurrency(code: string): string {
  const row = ROWS.find((r) => r[0] === code);
  if (!row || !senderSet.has(code)) throw new Error(`seed/countries: ${code} is not a sending country`);
  return row[4][0]!;
}
