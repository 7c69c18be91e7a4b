import { describe, expect, it } from 'vitest';
import { ROLE } from '../accounts/roles';
import { canChangeFile, canSeeFileEntry, canUploadFiles, fileListScope } from './policy';

const admin = { id: 1, roleId: ROLE.admin };
const organizer = { id: 2, roleId: ROLE.organizer };
const otherOrganizer = { id: 3, roleId: ROLE.organizer };
const registred = { id: 4, roleId: ROLE.registred };
const confirmed = { id: 5, roleId: ROLE.confirmed };

describe('media policy', () => {
  it('only Admins and Organizers upload', () => {
    expect(canUploadFiles(admin)).toBe(true);
    expect(canUploadFiles(organizer)).toBe(true);
    expect(canUploadFiles(registred)).toBe(false);
    expect(canUploadFiles(confirmed)).toBe(false);
    expect(canUploadFiles(null)).toBe(false);
  });

  it('Admins change and delete any file', () => {
    expect(canChangeFile(admin, { uploadedById: organizer.id })).toBe(true);
    expect(canChangeFile(admin, { uploadedById: null })).toBe(true);
  });

  it('an Organizer changes only their own uploads', () => {
    expect(canChangeFile(organizer, { uploadedById: organizer.id })).toBe(true);
    expect(canChangeFile(otherOrganizer, { uploadedById: organizer.id })).toBe(false);
    expect(canChangeFile(organizer, { uploadedById: admin.id })).toBe(false);
  });

  it('files without an uploader (demo content, older uploads) are for Admins only', () => {
    expect(canChangeFile(organizer, { uploadedById: null })).toBe(false);
  });

  it('members and guests change nothing, not even a file recorded as theirs', () => {
    expect(canChangeFile(registred, { uploadedById: registred.id })).toBe(false);
    expect(canChangeFile(confirmed, { uploadedById: confirmed.id })).toBe(false);
    expect(canChangeFile(null, { uploadedById: null })).toBe(false);
  });

  it('the media list shows what the viewer may change', () => {
    expect(canSeeFileEntry(otherOrganizer, { uploadedById: organizer.id })).toBe(false);
    expect(fileListScope(admin)).toBe('all');
    expect(fileListScope(organizer)).toEqual({ uploadedById: organizer.id });
  });
});
