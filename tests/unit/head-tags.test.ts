import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {headTagsFromEnv, tagManagerEnabled} from '../../config/headTags';

describe('headTagsFromEnv', () => {
  test('adds nothing when neither variable is set, or both are blank', () => {
    assert.deepEqual(headTagsFromEnv({}), []);
    assert.deepEqual(headTagsFromEnv({CONSENT_SCRIPT_URL: ' ', TAG_MANAGER_ID: ''}), []);
  });

  test('puts the consent script before the tag manager', () => {
    const tags = headTagsFromEnv({
      TAG_MANAGER_ID: 'GTM-ABC1234',
      CONSENT_SCRIPT_URL: 'https://consent.example.com/client/script.js',
    });
    assert.deepEqual(
      tags.map((tag) => tag.attributes?.id),
      ['consent-manager', 'tag-manager-init', 'tag-manager'],
    );
    assert.equal(tags[0]?.attributes?.src, 'https://consent.example.com/client/script.js');
    assert.equal(
      tags[2]?.attributes?.src,
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234',
    );
    assert.equal(tags[2]?.attributes?.async, 'async');
  });

  test('each variable works alone', () => {
    assert.equal(
      headTagsFromEnv({CONSENT_SCRIPT_URL: 'https://consent.example.com/s.js'}).length,
      1,
    );
    assert.equal(headTagsFromEnv({TAG_MANAGER_ID: 'GTM-XYZ9'}).length, 2);
  });

  test('rejects values that would load the wrong thing, naming the variable', () => {
    assert.throws(
      () => headTagsFromEnv({CONSENT_SCRIPT_URL: 'consent.js'}),
      /CONSENT_SCRIPT_URL is not a URL/,
    );
    assert.throws(
      () => headTagsFromEnv({CONSENT_SCRIPT_URL: 'http://consent.example.com/s.js'}),
      /CONSENT_SCRIPT_URL must be an https URL/,
    );
    assert.throws(
      () => headTagsFromEnv({TAG_MANAGER_ID: 'UA-1234'}),
      /TAG_MANAGER_ID must look like GTM-/,
    );
    assert.throws(() => headTagsFromEnv({TAG_MANAGER_ID: "GTM-1');alert(1)//"}), /TAG_MANAGER_ID/);
  });
});

describe('tagManagerEnabled', () => {
  test('is true only when a container id is set', () => {
    assert.equal(tagManagerEnabled({TAG_MANAGER_ID: 'GTM-XYZ9'}), true);
    assert.equal(tagManagerEnabled({TAG_MANAGER_ID: ' '}), false);
    assert.equal(
      tagManagerEnabled({CONSENT_SCRIPT_URL: 'https://consent.example.com/s.js'}),
      false,
    );
  });
});
