/** A complete, valid registration form as the spec's client posts it (dates as ISO strings). */
export function validForm(over: Record<string, unknown> = {}) {
  return {
    fullNameAsPerPassport: 'Amina Rahman',
    dateOfBirth: '1988-04-12T04:00:00.000Z',
    gender: 'female',
    maritalStatus: 'married',
    isCanadianCitizen: true,
    hasValidCanadianPassport: true,
    address: '123 Queen St W, Toronto, ON M5H 2M9',
    mobilePhone: '4165550123',
    emergencyContactName: 'Yusuf Rahman',
    emergencyContactEmail: 'yusuf@example.com',
    emergencyContactRelationship: 'Spouse',
    passportNumber: 'AB123456',
    passportExpirationDate: '2030-01-15',
    passportIssuanceCountry: 'Canada',
    hasValidSaudiVisa: false,
    roomPreferences: 'Near the lift, please',
    isUnder18: false,
    ...over,
  };
}
