import { describe, expect, it } from 'vitest';
import { unsafeUrlAttributes } from '../../../scripts/publish/url-attributes.ts';

// The build-output check of public-site §3 content links must itself catch what it is there for.
describe('public-site §3 content links: the built-page URL attribute check', () => {
  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href=" javascript:alert(1)">x</a>',
    '<a href="java&#x09;script:alert(1)">x</a>',
    '<a href="java&Tab;script:alert(1)">x</a>',
    '<a href="javascript&colon;alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    "<a href='vbscript:msgbox(1)'>x</a>",
    '<a href=javascript:alert(1)>x</a>',
    '<iframe src="data:text/html,x"></iframe>',
    '<img src="/media/a.png" srcset="/media/a.png 1x, javascript:alert(1) 2x">',
    '<form action="javascript:alert(1)"></form>',
    '<button formaction="javascript:alert(1)">x</button>',
    '<video poster="javascript:alert(1)"></video>',
    '<button data-video-play="javascript:alert(1)">x</button>',
    '<dialog data-video-src="data:text/html,x"></dialog>',
    '<a href="//other.example">x</a>',
    '<a href="/\\other.example">x</a>',
    '<a href="http://other.example">x</a>',
    '<svg><a xlink:href="javascript:alert(1)">x</a></svg>',
    '<a/href="javascript:alert(1)">x</a>',
    '<object data="javascript:alert(1)"></object>',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<meta http-equiv="refresh" content="0; URL=\'//other.example\'">',
    '<svg><a><animate attributeName="href" values="/a;javascript:alert(1)"/></a></svg>',
    '<svg><set attributeName="href" to="javascript:alert(1)"/></svg>',
    '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  ])('flags %s', (html) => {
    expect(unsafeUrlAttributes(html)).not.toEqual([]);
  });

  it.each([
    '<a href="/rules">x</a>',
    '<a href="https://www.google.com/chrome/">x</a>',
    '<a href="mailto:help@sendora.example">x</a>',
    '<a href="tel:+442071234567">x</a>',
    '<a href="#main">x</a>',
    '<img src="/media/a.png" srcset="/media/a.png 1x, /media/a@2x.png 2x" alt="">',
    '<button data-video-play="https://www.youtube-nocookie.com/embed/x">x</button>',
    '<div data-note="time: 12:30">x</div>',
    '<p title="javascript:alert(1)">text that is not a URL</p>',
    '<meta name="description" content="Send money: fast, from 0.99">',
    '<meta http-equiv="refresh" content="0;url=/de-de/">',
    '<meta property="og:image" content="https://sendora.example/media/og.png">',
  ])('passes %s', (html) => {
    expect(unsafeUrlAttributes(html)).toEqual([]);
  });
});
