/** The password every demo shopper signs in with; the seed prints it, the README can show it. */
export const DEMO_SHOPPER_PASSWORD = 'demo1234';

export interface DemoShopper {
  firstName: string;
  lastName: string;
  email: string;
  /** Ten digits, as checkout asks for. */
  phone: string;
  street: string;
  city: string;
  /** Letters only, as checkout asks for. */
  state: string;
  zipCode: string;
  joinedDaysAgo: number;
  isEmailVerified: boolean;
}

/** Example addresses with 555 phone numbers and example.com mail: nobody real is written to. */
export const demoShoppers: readonly DemoShopper[] = [
  {
    firstName: 'Emma',
    lastName: 'Wilson',
    email: 'emma.wilson@example.com',
    phone: '5035550142',
    street: '1420 SE Belmont St',
    city: 'Portland',
    state: 'OR',
    zipCode: '97214',
    joinedDaysAgo: 96,
    isEmailVerified: true,
  },
  {
    firstName: 'Liam',
    lastName: 'Johnson',
    email: 'liam.johnson@example.com',
    phone: '5125550187',
    street: '2201 E Cesar Chavez St',
    city: 'Austin',
    state: 'TX',
    zipCode: '78702',
    joinedDaysAgo: 93,
    isEmailVerified: true,
  },
  {
    firstName: 'Olivia',
    lastName: 'Martinez',
    email: 'olivia.martinez@example.com',
    phone: '3055550119',
    street: '845 Collins Ave',
    city: 'Miami Beach',
    state: 'FL',
    zipCode: '33139',
    joinedDaysAgo: 90,
    isEmailVerified: true,
  },
  {
    firstName: 'Noah',
    lastName: 'Brown',
    email: 'noah.brown@example.com',
    phone: '6175550163',
    street: '77 Massachusetts Ave',
    city: 'Cambridge',
    state: 'MA',
    zipCode: '02139',
    joinedDaysAgo: 86,
    isEmailVerified: true,
  },
  {
    firstName: 'Ava',
    lastName: 'Chen',
    email: 'ava.chen@example.com',
    phone: '4155550128',
    street: '1600 Valencia St',
    city: 'San Francisco',
    state: 'CA',
    zipCode: '94110',
    joinedDaysAgo: 80,
    isEmailVerified: true,
  },
  {
    firstName: 'Lucas',
    lastName: 'Garcia',
    email: 'lucas.garcia@example.com',
    phone: '3125550174',
    street: '1945 W Division St',
    city: 'Chicago',
    state: 'IL',
    zipCode: '60622',
    joinedDaysAgo: 71,
    isEmailVerified: true,
  },
  {
    firstName: 'Mia',
    lastName: 'Patel',
    email: 'mia.patel@example.com',
    phone: '2065550136',
    street: '412 Pine St',
    city: 'Seattle',
    state: 'WA',
    zipCode: '98101',
    joinedDaysAgo: 58,
    isEmailVerified: true,
  },
  {
    firstName: 'Ethan',
    lastName: 'Kim',
    email: 'ethan.kim@example.com',
    phone: '7205550191',
    street: '3300 Tejon St',
    city: 'Denver',
    state: 'CO',
    zipCode: '80211',
    joinedDaysAgo: 34,
    isEmailVerified: false,
  },
];
