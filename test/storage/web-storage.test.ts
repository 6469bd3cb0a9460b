import { expect } from '@open-wc/testing';
import * as storage from '../../src/storage/index.js';
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
    expect(storage.writeJson('local', 'k', { a: 1 })).to.equal('ok');
    expect(storage.writeJson('session', 's', [1])).to.equal('ok');
    expect(localStorage.getItem('k')).to.equal('{"a":1}');
    expect(sessionStorage.getItem('s')).to.equal('[1]');
    expect(storage.readJson('local', 'k')).to.deep.equal({ a: 1 });
    storage.removeKey('local', 'k');
    expect(storage.readJson('local', 'k')).to.equal(undefined);
  });

  it('writes a value only when it differs from the stored one (a cart load stores what is stored)', () => {
    const written: string[] = [];
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      written.push(`${key}=${value}`);
      setItem.call(this, key, value);
    };
    try {
      expect(storage.writeString('local', 'count', '3')).to.equal('ok');
      expect(storage.writeString('local', 'count', '3')).to.equal('ok');
      expect(storage.writeString('local', 'count', '4')).to.equal('ok');
      expect(storage.writeJson('local', 'seen', ['a'])).to.equal('ok');
      expect(storage.writeJson('local', 'seen', ['a'])).to.equal('ok');
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(written).to.deep.equal(['count=3', 'count=4', 'seen=["a"]']);
    expect(storage.readString('local', 'count')).to.equal('4');
  });

  it('reads JSON that fails to parse as empty', () => {
    localStorage.setItem('k', '{"a":');
    expect(storage.readJson('local', 'k')).to.equal(undefined);
  });

  it('falls back from local to session storage when local storage is unavailable', () => {
    localStorageUnavailable();
    expect(storage.storageFor('local')).to.equal(sessionStorage);
    expect(storage.writeString('local', 'k', 'v')).to.equal('ok');
    expect(sessionStorage.getItem('k')).to.equal('v');
    expect(storage.readString('local', 'k')).to.equal('v');
  });

  it('falls back to none when neither is available: reads empty, writes dropped, nothing thrown', () => {
    localStorageUnavailable();
    sessionStorageUnavailable();
    expect(storage.storageFor('local')).to.equal(null);
    expect(storage.writeString('local', 'k', 'v')).to.equal('unavailable');
    expect(storage.readString('local', 'k')).to.equal(null);
    expect(storage.readJson('session', 'k')).to.equal(undefined);
    expect(() => storage.removeKey('local', 'k')).not.to.throw();
  });

  it('throws nothing when every storage call throws', () => {
    storageThrowsEverywhere();
    expect(storage.writeJson('local', 'k', [1])).to.equal('unavailable');
    expect(storage.readJson('local', 'k')).to.equal(undefined);
    expect(() => storage.removeKey('session', 'k')).not.to.throw();
  });

  it('reports a full storage as quota and keeps reading it', () => {
    localStorage.setItem('k', 'old');
    storageFullWhen(() => true);
    expect(storage.storageFor('local')).to.equal(localStorage);
    expect(storage.writeString('local', 'k', 'new')).to.equal('quota');
    expect(storage.readString('local', 'k')).to.equal('old');
  });

  it('recognises quota errors by their message', () => {
    expect(storage.isQuotaError(new DOMException('exceeded the quota', 'QuotaExceededError'))).to.equal(true);
    expect(storage.isQuotaError(new Error('Quota reached'))).to.equal(true);
    expect(storage.isQuotaError(new Error('insecure'))).to.equal(false);
    expect(storage.isQuotaError('quota')).to.equal(false);
  });
});
