import { describe, it, expect } from 'vitest';
import { videoFrameSrc } from '../../../src/domain/video.ts';

const hosts = ['www.youtube-nocookie.com'];

describe('public-site §4 video section', () => {
  it.each([
    ['https://www.youtube-nocookie.com/embed/abc', 'https://www.youtube-nocookie.com/embed/abc?autoplay=1'],
    ['https://www.youtube-nocookie.com/embed/abc?start=10', 'https://www.youtube-nocookie.com/embed/abc?start=10&autoplay=1'],
    ['https://www.youtube-nocookie.com/embed/abc?autoplay=0', 'https://www.youtube-nocookie.com/embed/abc?autoplay=1'],
    ['http://www.youtube-nocookie.com/embed/abc', null],
    ['https://www.youtube.com/embed/abc', null],
    ['https://evil.example/embed/abc', null],
    ['https://www.youtube-nocookie.com@evil.example/embed', null],
    ['https://www.youtube-nocookie.com:8443/embed/abc', null],
    ['//www.youtube-nocookie.com/embed/abc', null],
    ['/embed/abc', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
    ['', null],
    [null, null],
  ])('the frame address of %j is %j (https on an embed host, autoplaying)', (text, src) => {
    expect(videoFrameSrc(text, hosts)).toBe(src);
  });
});
