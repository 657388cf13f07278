/** Account-service user details. `gender` 1 means Male, otherwise Female. */
export interface UserDetails {
  first_name: string;
  last_name: string;
  middle_name?: string;
  house_no?: string;
  city_name?: string;
  barangay_name?: string;
  street?: string;
  email: string;
  gender?: number | string;
  birthday?: string;
  contact?: string;
}
