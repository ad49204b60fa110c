/*
 * sgf_charset.c — conversion of SGF text to UTF-8 for the CA property.
 *
 * Invariant: a conversion either succeeds completely or reports failure and
 * produces nothing, so the caller can keep the original bytes: text is
 * never half converted or silently lost. Latin-1 is converted here; other
 * charsets (GB2312, Shift_JIS, EUC-KR, UTF-16, ...) go through iconv.
 *
 * Not here: deciding which text to convert (sgf_read.c), guessing a charset
 * that CA does not name.
 */
#include <errno.h>
#include <iconv.h>
#include <stdlib.h>
#include <string.h>

#include "sgf_internal.h"

/* Lower-cases a CA value and drops spaces, '-' and '_' for comparison. */
static void normalize_name(const char *ca, size_t len, char out[64]) {
    size_t k = 0;
    for (size_t i = 0; i < len && k < 63; i++) {
        char c = ca[i];
        if (c == ' ' || c == '-' || c == '_')
            continue;
        out[k++] = (char)(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    }
    out[k] = '\0';
}

tg_sgf__cs_kind tg_sgf__charset_kind(const char *ca, size_t len) {
    char n[64];
    normalize_name(ca, len, n);
    if (!strcmp(n, "utf8") || !strcmp(n, "usascii") || !strcmp(n, "ascii") || !n[0])
        return TG_SGF__CS_UTF8;
    if (!strcmp(n, "iso88591") || !strcmp(n, "latin1") || !strcmp(n, "l1") ||
        !strcmp(n, "iso885911987"))
        return TG_SGF__CS_LATIN1;
    return TG_SGF__CS_OTHER;
}

/* Double-byte charsets whose second byte can be '\\' or ']' (0x5C,
 * 0x5D): the lexer must step over both bytes of a character. GB2312 is
 * read as its superset GBK, which is what most files so labelled hold. */
int tg_sgf__dbcs_kind(const char *ca, size_t len) {
    static const char *const sjis[] = {"shiftjis", "sjis", "mskanji", "cp932", "windows31j",
                                       "csshiftjis"};
    static const char *const gbk[] = {"gb2312", "gbk", "cp936", "gb18030", "big5", "cp950",
                                      "big5hkscs", "euccn", "windows936"};
    char n[64];
    normalize_name(ca, len, n);
    for (size_t i = 0; i < sizeof sjis / sizeof sjis[0]; i++)
        if (!strcmp(n, sjis[i]))
            return TG_SGF__DBCS_SJIS;
    for (size_t i = 0; i < sizeof gbk / sizeof gbk[0]; i++)
        if (!strcmp(n, gbk[i]))
            return TG_SGF__DBCS_GBK;
    return TG_SGF__DBCS_NONE;
}

bool tg_sgf__dbcs_lead(int kind, unsigned char c) {
    if (kind == TG_SGF__DBCS_SJIS)
        return (c >= 0x81 && c <= 0x9F) || (c >= 0xE0 && c <= 0xFC);
    if (kind == TG_SGF__DBCS_GBK)
        return c >= 0x81 && c <= 0xFE;
    return false;
}

/* The length of the UTF-8 sequence starting at s[i], or 0 if invalid. */
static size_t utf8_seq(const unsigned char *s, size_t len, size_t i) {
    unsigned char c = s[i];
    if (c < 0x80)
        return 1;
    size_t n;
    unsigned min;
    unsigned cp;
    if (c >= 0xC2 && c <= 0xDF) { n = 2; min = 0x80; cp = c & 0x1F; }
    else if (c >= 0xE0 && c <= 0xEF) { n = 3; min = 0x800; cp = c & 0x0F; }
    else if (c >= 0xF0 && c <= 0xF4) { n = 4; min = 0x10000; cp = c & 0x07; }
    else return 0;
    if (i + n > len)
        return 0;
    for (size_t k = 1; k < n; k++) {
        if ((s[i + k] & 0xC0) != 0x80)
            return 0;
        cp = (cp << 6) | (s[i + k] & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return n;
}

size_t tg_sgf__ascii_prefix(const char *s, size_t len) {
    size_t i = 0;
    /* Thirty-two bytes at a time (four words tested at once: about half
     * the instructions of one word at a time on a record's moves), then
     * eight, then the bytes: no top bit set. */
    for (; i + 32 <= len; i += 32) {
        uint64_t w[4];
        memcpy(w, s + i, 32);
        if ((w[0] | w[1] | w[2] | w[3]) & 0x8080808080808080u)
            break;
    }
    for (; i + 8 <= len; i += 8) {
        uint64_t w;
        memcpy(&w, s + i, 8);
        if (w & 0x8080808080808080u)
            break;
    }
    while (i < len && (unsigned char)s[i] < 0x80)
        i++;
    return i;
}

bool tg_sgf__valid_utf8(const char *s, size_t len) {
    const unsigned char *u = (const unsigned char *)s;
    for (size_t i = 0; i < len;) {
        if (u[i] < 0x80) { /* a run of ASCII, skipped a word at a time */
            i += tg_sgf__ascii_prefix(s + i, len - i);
            continue;
        }
        size_t n = utf8_seq(u, len, i);
        if (!n)
            return false;
        i += n;
    }
    return true;
}

static tg_status latin1_to_utf8(const char *in, size_t len, char **out, size_t *out_len) {
    char *buf = malloc(2 * len + 1);
    if (!buf)
        return TG_ERR_NOMEM;
    size_t k = 0;
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)in[i];
        if (c < 0x80) {
            buf[k++] = (char)c;
        } else {
            buf[k++] = (char)(0xC0 | (c >> 6));
            buf[k++] = (char)(0x80 | (c & 0x3F));
        }
    }
    buf[k] = '\0';
    *out = buf;
    *out_len = k;
    return TG_OK;
}

/* Runs iconv over the whole input; any invalid or incomplete sequence fails
 * the conversion. */
static tg_status iconv_to_utf8(const char *charset, const char *in, size_t len, char **out,
                               size_t *out_len) {
    iconv_t cd = iconv_open("UTF-8", charset);
    if (cd == (iconv_t)-1)
        return TG_ERR_PARSE;
    size_t cap = len * 2 + 16;
    char *buf = malloc(cap);
    tg_status st = buf ? TG_OK : TG_ERR_NOMEM;
    char *src = (char *)in; /* iconv's prototype is not const-correct */
    size_t left = len, done = 0;
    while (st == TG_OK) {
        char *dst = buf + done;
        size_t room = cap - done - 1;
        size_t r = iconv(cd, left ? &src : NULL, left ? &left : NULL, &dst, &room);
        done = (size_t)(dst - buf);
        if (r != (size_t)-1 && left == 0)
            break;
        if (r != (size_t)-1 || errno != E2BIG) {
            st = TG_ERR_PARSE;
            break;
        }
        char *nb = cap > ((size_t)-1) / 2 ? NULL : realloc(buf, cap * 2);
        if (!nb)
            st = TG_ERR_NOMEM;
        else {
            buf = nb;
            cap *= 2;
        }
    }
    iconv_close(cd);
    if (st != TG_OK) {
        free(buf);
        return st;
    }
    buf[done] = '\0';
    *out = buf;
    *out_len = done;
    return TG_OK;
}

tg_status tg_sgf__to_utf8(const char *charset, const char *in, size_t len, char **out,
                          size_t *out_len) {
    if (tg_sgf__charset_kind(charset, strlen(charset)) == TG_SGF__CS_LATIN1)
        return latin1_to_utf8(in, len, out, out_len);
    char n[64];
    normalize_name(charset, strlen(charset), n);
    if (!strcmp(n, "gb2312") || !strcmp(n, "gbk") || !strcmp(n, "euccn") || !strcmp(n, "cp936"))
        charset = "GB18030"; /* the superset: files labelled GB2312 often hold GBK */
    if (tg_sgf__dbcs_kind(charset, strlen(charset)) == TG_SGF__DBCS_SJIS)
        charset = "CP932"; /* keeps 0x5C a backslash (SHIFT_JIS makes it a yen sign) */
    return iconv_to_utf8(charset, in, len, out, out_len);
}
