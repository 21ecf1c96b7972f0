"""The session cookie's flags and the cross-site checks (server/sessions.py), on their own."""

from __future__ import annotations

from salon.server.sessions import COOKIE, CookiePolicy, public_origin_of, same_site, session_cookie


def scope(method: str = "POST", **headers: str) -> dict:  # type: ignore[type-arg]
    return {"type": "http", "method": method, "scheme": "http",
            "headers": [(k.replace("_", "-").lower().encode(), v.encode()) for k, v in headers.items()]}


def test_the_cookie_is_httponly_lax_and_secure_over_https() -> None:
    plain = CookiePolicy(secure=public_origin_of("http://salon.test") == "https://salon.test").set("abc")
    assert plain == f"{COOKIE}=abc; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax"
    secure = CookiePolicy(secure=str(public_origin_of("https://Salon.Example.org/x")).startswith("https:")).set("abc")
    assert secure.endswith("; HttpOnly; SameSite=Lax; Secure")
    assert CookiePolicy(secure=True).clear().startswith(f"{COOKIE}=; Path=/; Max-Age=0")


def test_same_site_by_fetch_metadata_then_origin() -> None:
    public = "https://salon.example.org"
    assert same_site(scope(sec_fetch_site="same-origin"), public)
    for bad in ("same-site", "cross-site", "none"):
        assert not same_site(scope(sec_fetch_site=bad, origin=public), public)
    assert same_site(scope(origin="https://salon.example.org"), public)
    assert not same_site(scope(origin="https://salon.example.org.evil.example"), public)
    assert not same_site(scope(origin="null"), public)
    assert not same_site(scope(), public)  # neither header: refused
    # without --public-url: the origin the request was addressed to
    assert same_site(scope(origin="http://127.0.0.1:8000", host="127.0.0.1:8000"), None)
    assert not same_site(scope(origin="http://evil.example", host="127.0.0.1:8000"), None)


def test_the_session_id_is_read_from_the_cookie_header_only() -> None:
    assert session_cookie(scope(cookie=f"a=1; {COOKIE}=xyz; b=2")) == "xyz"
    assert session_cookie(scope(cookie="other=1")) is None
    assert session_cookie(scope(cookie=f"{COOKIE}=" + "x" * 101)) is None  # bounded
    assert session_cookie(scope(cookie='salon_session="unterminated')) is None
