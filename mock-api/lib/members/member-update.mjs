// Staff edit of a member's profile (POST application/updatemember/{memberID}): every stored field checked for
// type, length and format; NIC and date of birth may only be set while the record has none (spec §3).
import { contactNumberProblem, designationProblem, MEMBER_FIELD_MAX, MEMBER_TEXT, NIC_PATTERN } from '../../../src/domain/memberRules.mjs';
import { TEXT_MAX } from '../constants.mjs';
import { isEmail, selectedId, trimmed } from '../http/fields.mjs';
import { formReader } from '../http/form-reader.mjs';
import { memberTypeById, namesOf } from './members.mjs';

/** `{ changes }` to assign to the member, or `{ problem }`. */
export function memberUpdateOf(db, member, body, today) {
  const form = formReader(body, today);
  const titleText = form.text('title', { label: 'Title', max: TEXT_MAX.personName, required: 'Title cannot be empty' });
  if (titleText && !db.get('titles').value().some((row) => row.title === titleText)) form.fail('Select a valid title');
  const firstName = form.text('firstName', { label: 'First name', max: TEXT_MAX.personName, required: 'First Name Required' });
  const middleName = form.text('middleName', { label: 'Middle name', max: TEXT_MAX.personName });
  const lastName = form.text('lastName', { label: 'Last name', max: TEXT_MAX.personName, required: 'Last Name Required' });
  const type = memberTypeById(db, selectedId(body.membertypeid));
  if (!type) form.fail('Select a valid member type');
  const designationWrong = designationProblem(body.designation);
  if (designationWrong) form.fail(designationWrong);
  const designation = form.text('designation', { label: 'Designation', max: MEMBER_FIELD_MAX.designation });
  const contactWrong = contactNumberProblem(body.mobileNo);
  if (contactWrong) form.fail(contactWrong);
  const email = form.text('email', { label: 'Email', max: TEXT_MAX.email, required: 'E-mail cannot be empty' });
  if (email && !isEmail(email)) form.fail('Please enter valid e-mail');
  const addressNo = form.text('addressNo', { label: 'Address Line 1', max: MEMBER_FIELD_MAX.addressLine, required: MEMBER_TEXT.addressLine1Required });
  const addressSt = form.text('addressSt', { label: 'Address Line 2', max: MEMBER_FIELD_MAX.addressLine, required: MEMBER_TEXT.addressLine2Required });
  const addressCity = form.text('addressCity', { label: 'Address Line 3', max: MEMBER_FIELD_MAX.addressLine });
  const changes = { title: titleText, firstName, middleName, lastName, membertypeid: type?.memberTypeId, memberTypeName: type?.typeDes, designation, mobileNo: trimmed(body.mobileNo), email, addressNo, addressSt, addressCity };
  // Read-only once set: a different value is refused, the same one is fine.
  const nic = form.text('nicNumber', { label: 'NIC number', max: 12 });
  if (member.nicNumber) {
    if (nic && nic.toUpperCase() !== String(member.nicNumber).toUpperCase()) form.fail('NIC number cannot be changed');
  } else if (nic) {
    if (NIC_PATTERN.test(nic)) changes.nicNumber = nic;
    else form.fail('Invalid NIC format');
  }
  const dob = form.date('dob', { label: 'Date of birth' });
  if (member.dob) {
    if (dob && dob !== member.dob) form.fail('Date of birth cannot be changed');
  } else if (dob) changes.dob = dob;
  if (form.problem) return { problem: form.problem };
  return { changes: { ...changes, ...namesOf(changes) } };
}
