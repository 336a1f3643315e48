"""packaging/rthook_cryptography.py, the Linux bundle's stand-in for cryptography's AES-CBC (through the
system's OpenSSL 3): it must encrypt and decrypt exactly as the real library does, refuse what the real one
refuses, and serve SecretStorage (keyring's Secret Service backend, its only user) through SecretStorage's
own code."""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
HOOK = ROOT / "packaging" / "rthook_cryptography.py"
real = pytest.importorskip(
    "cryptography.hazmat.primitives.ciphers", reason="the real library to compare with"
)


def stand_in() -> ModuleType:
    spec = importlib.util.spec_from_file_location("rthook_cryptography", HOOK)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # outside a frozen app it installs nothing
    return module


def real_cipher(key: bytes, iv: bytes) -> object:
    return real.Cipher(real.algorithms.AES(key), real.modes.CBC(iv))


@pytest.mark.parametrize("key_size", [16, 24, 32])
@pytest.mark.parametrize("length", [0, 16, 48, 4096])
def test_the_same_bytes_as_the_real_library(key_size: int, length: int) -> None:
    hook = stand_in()
    key, iv, data = os.urandom(key_size), os.urandom(16), os.urandom(length)
    ours = hook.Cipher(hook.AES(key), hook.CBC(iv), hook.default_backend()).encryptor()
    encrypted = ours.update(data[:5]) + ours.update(data[5:]) + ours.finalize()
    theirs = real_cipher(key, iv).encryptor()  # type: ignore[attr-defined]
    assert encrypted == theirs.update(data) + theirs.finalize()
    back = hook.Cipher(hook.AES(key), hook.CBC(iv)).decryptor()
    assert back.update(encrypted) + back.finalize() == data


def test_what_the_real_library_refuses_is_refused() -> None:
    hook = stand_in()
    with pytest.raises(ValueError, match="key size"):
        hook.AES(b"short")
    with pytest.raises(ValueError, match="IV size"):
        hook.CBC(b"\0" * 8)
    context = hook.Cipher(hook.AES(b"k" * 16), hook.CBC(b"i" * 16)).encryptor()
    context.update(b"not a whole block")
    with pytest.raises(ValueError, match="multiple of the block length"):
        context.finalize()
    with pytest.raises(ValueError, match="finalized"):
        context.update(b"more")


SECRET_STORAGE_ROUND_TRIP = """
import json, sys
sys.path.insert(0, sys.argv[1])
import rthook_cryptography
rthook_cryptography.install()
from secretstorage import item, util
from secretstorage.dhcrypto import Session
import cryptography
assert cryptography.__doc__ == rthook_cryptography.MISSING, "the real cryptography was imported"
ours, daemon = Session(), Session()
ours.set_server_public_key(daemon.my_public_key)
daemon.set_server_public_key(ours.my_public_key)
assert ours.aes_key == daemon.aes_key
ours.object_path = "/org/freedesktop/secrets/session/1"
path, iv, encrypted, content_type = util.format_secret(ours, "пароль судьи", "text/plain")
# what Item.get_secret does with the daemon's answer
aes, cbc = item.algorithms.AES(ours.aes_key), item.modes.CBC(iv)
decryptor = item.Cipher(aes, cbc, item.default_backend()).decryptor()
padded = decryptor.update(bytes(encrypted)) + decryptor.finalize()
try:
    from cryptography.hazmat.primitives import hashes
except ImportError as err:
    refused = str(err)
print(json.dumps({"key": ours.aes_key.hex(), "iv": iv.hex(), "encrypted": encrypted.hex(),
                  "back": padded[: -padded[-1]].decode(), "refused": refused}))
"""


def test_secret_storage_encrypts_and_decrypts_through_it() -> None:
    pytest.importorskip("secretstorage", reason="keyring's Secret Service backend (Linux)")
    run = subprocess.run(
        [sys.executable, "-c", SECRET_STORAGE_ROUND_TRIP, str(HOOK.parent)],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    answer = json.loads(run.stdout)
    assert answer["back"] == "пароль судьи"
    assert "rthook_cryptography.py" in answer["refused"]
    # the daemon's side, with the real library: the secret it receives
    cipher = real_cipher(bytes.fromhex(answer["key"]), bytes.fromhex(answer["iv"]))
    decryptor = cipher.decryptor()  # type: ignore[attr-defined]
    padded = decryptor.update(bytes.fromhex(answer["encrypted"])) + decryptor.finalize()
    assert padded[: -padded[-1]].decode() == "пароль судьи"


REAL_KEYRING = """
import sys
sys.path.insert(0, sys.argv[1])
import rthook_cryptography
rthook_cryptography.install()
import cryptography
assert cryptography.__doc__ == rthook_cryptography.MISSING, "the real cryptography was imported"
import keyring
import secretstorage
print(type(keyring.get_keyring()).__module__)
keyring.set_password("Mafia Desk test", "server", "пароль судьи")
print(keyring.get_password("Mafia Desk test", "server"))
collection = secretstorage.get_default_collection(secretstorage.dbus_init())
item = next(collection.search_items({"service": "Mafia Desk test"}))
print(item.get_secret().decode(), item.session.encrypted)
keyring.delete_password("Mafia Desk test", "server")
print(keyring.get_password("Mafia Desk test", "server"))
"""


@pytest.mark.skipif(
    not (shutil.which("gnome-keyring-daemon") and shutil.which("dbus-run-session")),
    reason="needs a Secret Service daemon (Debian: gnome-keyring, dbus-daemon)",
)
def test_keyring_keeps_a_password_in_a_real_secret_service_through_it(tmp_path: Path) -> None:
    """The whole path the app takes (gui/common/secrets.py): keyring -> SecretStorage -> the stand-in, against
    GNOME Keyring in a private D-Bus session, over an encrypted (Diffie-Hellman + AES) session."""
    pytest.importorskip("secretstorage", reason="keyring's Secret Service backend (Linux)")
    script = tmp_path / "probe.py"
    script.write_text(REAL_KEYRING, encoding="utf-8")
    shell = (
        "printf pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1; sleep 1; "
        f'"{sys.executable}" "{script}" "{HOOK.parent}"'
    )
    env = {**os.environ, "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data")}
    run = subprocess.run(
        ["dbus-run-session", "--", "sh", "-c", shell],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
        env=env,
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines() == [
        "keyring.backends.SecretService",
        "пароль судьи",
        "пароль судьи True",
        "None",
    ]
