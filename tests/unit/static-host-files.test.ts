import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {staticHostFiles, staticHostPageFiles} from '../../src/plugins/staticHostFiles';

describe('staticHostFiles: the files a static host answers a path with (trailingSlash: false)', () => {
  test('/x is the file x, else x.html, else x/index.html', () => {
    assert.deepEqual(staticHostFiles('/docs/guide'), [
      'docs/guide',
      'docs/guide.html',
      'docs/guide/index.html',
    ]);
    assert.deepEqual(staticHostFiles('/img/logo.svg'), [
      'img/logo.svg',
      'img/logo.svg.html',
      'img/logo.svg/index.html',
    ]);
  });

  test('a path that ends in a slash is only the folder index.html', () => {
    assert.deepEqual(staticHostFiles('/'), ['index.html']);
    assert.deepEqual(staticHostFiles(''), ['index.html']);
    assert.deepEqual(staticHostFiles('/docs/guide/'), ['docs/guide/index.html']);
  });

  test('dot segments never climb above the site', () => {
    assert.deepEqual(staticHostFiles('/../../etc/passwd'), [
      'etc/passwd',
      'etc/passwd.html',
      'etc/passwd/index.html',
    ]);
    assert.deepEqual(staticHostFiles('/docs/../blog//post'), [
      'blog/post',
      'blog/post.html',
      'blog/post/index.html',
    ]);
  });

  test('the page files of a route leave out the path as a file', () => {
    assert.deepEqual(staticHostPageFiles('/docs/guide'), [
      'docs/guide.html',
      'docs/guide/index.html',
    ]);
    assert.deepEqual(staticHostPageFiles('/'), ['index.html']);
    // Docusaurus lists the not-found page as a route; it is no page of the site.
    assert.deepEqual(staticHostPageFiles('/404.html'), ['404.html.html', '404.html/index.html']);
  });
});
