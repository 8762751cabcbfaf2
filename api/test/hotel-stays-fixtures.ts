// The trip's two hotel stays as the rooms tests and walks save them (ADR 0124): Madinah, then
// Makkah, each with its room types and supplement per person. Shared by the api tests and e2e/.

export const MADINAH = {
  city: 'Madinah',
  hotelName: 'Dar Al Taqwa',
  addressEn: 'King Faisal Road, Madinah',
  addressAr: 'طريق الملك فيصل، المدينة المنورة',
  checkIn: '2026-01-02',
  checkOut: '2026-01-07',
  roomTypes: [
    { type: 'quad', capacity: 4, supplementCents: 0 },
    { type: 'triple', capacity: 3, supplementCents: 20_000 },
    { type: 'double', capacity: 2, supplementCents: 45_000 },
  ],
};

export const MAKKAH = {
  ...MADINAH,
  city: 'Makkah',
  hotelName: 'Swissotel Al Maqam',
  addressEn: 'Ibrahim Al Khalil Street, Makkah',
  addressAr: 'شارع إبراهيم الخليل، مكة المكرمة',
  checkIn: '2026-01-07',
  checkOut: '2026-01-12',
  roomTypes: [
    { type: 'quad', capacity: 4, supplementCents: 0 },
    { type: 'triple', capacity: 3, supplementCents: 30_000 },
    { type: 'double', capacity: 2, supplementCents: 60_000 },
  ],
};
