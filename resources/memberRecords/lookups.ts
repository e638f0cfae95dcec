/** The reference lists behind the member forms (spec §3 "Lookups"): plain arrays from usermanagement/. */
import { defineResource, number, paged, text } from '../../src/framework/declare';

const reference = <N extends string>(name: N, list: `GET ${string}`, idField: string, textField: string) =>
  defineResource({
    name,
    title: name,
    idField: 'id',
    fields: { [idField]: number(), [textField]: text() },
    api: paged({ list, listAnswer: 'array' }),
  });

export const companies = reference('companies', 'GET usermanagement/get-all-companies', 'companyId', 'companyName');
export const universities = reference('universities', 'GET usermanagement/get-all-universities', 'universityId', 'universityName');
export const memberTypes = reference('memberTypes', 'GET usermanagement/get-member-types', 'memberTypeId', 'typeDes');
