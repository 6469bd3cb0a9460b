import { expect } from '@open-wc/testing';
import {
  isQuotaError,
  readJson,
  readString,
  removeKey,
  storageFor,
  writeJson,
  writeString,
} from '../../src/storage/index.js';
import {
  freshStorageEachTest,
  localStorageUnavailable,
  sessionStorageUnavailable,
  storageFullWhen,
  storageThrowsEverywhere,
} from '../helpers/storage-faults.js';

describe('storage: web storage with fallbacks', () => {
  freshStorageEachTest();

  it('keeps local values in local storage and session values in session storage', () => {
    expect(writeJson('local', 'k', { a: 1 })).to.equal('ok');
    expect(writeJson('session', 's', [1])).to.equal('ok');
    expect(localStorage.getItem('k')).to.equal('{"a":1}');
    expect(sessionStorage.getItem('s')).to.equal('[1]');
    expect(readJson('local', 'k')).to.deep.equal({ a: 1 });
    removeKey('local', 'k');
    expect(readJson('local', 'k')).to.equal(undefined);
  });

  it('writes a value only when it differs from the stored one (a cart load stores what is stored)', () => {
    const written: string[] = [];
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      written.push(`${key}=${value}`);
      setItem.call(this, key, value);
    };
    try {
      expect(writeString('local', 'count', '3')).to.equal('ok');
      expect(writeString('local', 'count', '3')).to.equal('ok');
      expect(writeString('local', 'count', '4')).to.equal('ok');
      expect(writeJson('local', 'seen', ['a'])).to.equal('ok');
      expect(writeJson('local', 'seen', ['a'])).to.equal('ok');
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(written).to.deep.equal(['count=3', 'count=4', 'seen=["a"]']);
    expect(readString('local', 'count')).to.equal('4');
  });

  it('reads JSON that fails to parse as empty', () => {
    localStorage.setItem('k', '{"a":');
    expect(readJson('local', 'k')).to.equal(undefined);
  });

  it('falls back from local to session storage when local storage is unavailable', () => {
    localStorageUnavailable();
    expect(storageFor('local')).to.equal(sessionStorage);
    expect(writeString('local', 'k', 'v')).to.equal('ok');
    expect(sessionStorage.getItem('k')).to.equal('v');
    expect(readString('local', 'k')).to.equal('v');
  });

  it('falls back to none when neither is available: reads empty, writes dropped, nothing thrown', () => {
    localStorageUnavailable();
    sessionStorageUnavailable();
    expect(storageFor('local')).to.equal(null);
    expect(writeString('local', 'k', 'v')).to.equal('unavailable');
    expect(readString('local', 'k')).to.equal(null);
    expect(readJson('session', 'k')).to.equal(undefined);
    expect(() => removeKey('local', 'k')).not.to.throw();
  });

  it('throws nothing when every storage call throws', () => {
    storageThrowsEverywhere();
    expect(writeJson('local', 'k', [1])).to.equal('unavailable');
    expect(readJson('local', 'k')).to.equal(undefined);
    expect(() => removeKey('session', 'k')).not.to.throw();
  });

  it('reports a full storage as quota and keeps reading it', () => {
    localStorage.setItem('k', 'old');
    storageFullWhen(() => true);
    expect(storageFor('local')).to.equal(localStorage);
    expect(writeString('local', 'k', 'new')).to.equal('quota');
    expect(readString('local', 'k')).to.equal('old');
  });

  it('recognises quota errors by their message', () => {
    expect(isQuotaError(new DOMException('exceeded the quota', 'QuotaExceededError'))).to.equal(true);
    expect(isQuotaError(new Error('Quota reached'))).to.equal(true);
    expect(isQuotaError(new Error('insecure'))).to.equal(false);
    expect(isQuotaError('quota')).to.equal(false);
  });
});
