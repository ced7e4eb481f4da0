"""s40O2: an SSH host's or key's fingerprint in OpenSSH's form (`SHA256:` and 43 base64 characters, as `ssh-keygen -l` and
a first connection print it) — the digest of a public key, saved to check a host against; twins: the same line with a
real password beside the fingerprint."""
from batch_writer import Batch

b = Batch("s40O2", lang="auto")
b.add("ssh_fingerprint_kept", "ordinary",
      "Отпечаток ключа хоста backup-nas: SHA256:q3Vt9LxHcR2mWkP0yFz8sJd1aGeN5bUoT7iXvQ4lYhE (ecdsa). Сверять при первом подключении.",
      "When GitHub asks to confirm, their ed25519 fingerprint is SHA256:+DiY3wvvV6TuJJhbpZisF/zLDA0zPMSvHdkr4UvCOqU — matches the docs.",
      "My laptop's new key: ssh-keygen -lf ~/.ssh/id_ed25519.pub prints 256 SHA256:Zk4mWq7RtYp2LcN8vBx0HsJ3eDfA6gUoI9lKzQ1wXyE me@thinkpad.",
      "Роутер Keenetic показал ключ хоста SHA256:7fQpL2xN9vRtK4mWc8yBj0HsZdA3eUoG6iPnV1lqXyE — записал, чтобы заметить подмену.",
      "Host key for the build agent changed after reinstall, new one is SHA256:Vb3nQ8rT1yLm5KpX0wZc7HsJ2dFa9gEuI4oNq6lRtYs, updated known_hosts.",
      "gitlab-runner-3 host key (ECDSA): SHA256:n8Kd2LqW0zYx5RtP7vBm3HcJ1eFa4gUoI6sNq9lXyTw — compare before accepting.",
      "Ключ хоста у нового VPS — ED25519, отпечаток SHA256:R4tY7uI0oP3aS6dF9gH2jK5lZ8xC1vB4nM7qW0eRtYu; при смене сразу писать хостеру.",
      "The NAS's host key fingerprint is RSA 3072 bits, SHA256:Hq2Wm5Rt8Yp1Lc4Nv7Bx0Zs3Jd6Fa9Ge2Uo5Ik8Lz1Q, saved in known_hosts.")
b.add("ssh_fingerprint_kept_twin", "secret",
      "Отпечаток ключа хоста backup-nas: SHA256:q3Vt9LxHcR2mWkP0yFz8sJd1aGeN5bUoT7iXvQ4lYhE, пароль root там Kedr#Baikal2024.",
      "pve02 host key SHA256:Zk4mWq7RtYp2LcN8vBx0HsJ3eDfA6gUoI9lKzQ1wXyE; root password: Tundra!Fox88",
      "Build agent ssh: user deploy, password W1nterSolst!ce, key fingerprint SHA256:Vb3nQ8rT1yLm5KpX0wZc7HsJ2dFa9gEuI4oNq6lRtYs.",
      "Zoom host key for the board calls: 583016, fingerprint of the room's ED25519 key SHA256:R4tY7uI0oP3aS6dF9gH2jK5lZ8xC1vB4nM7qW0eRtYu.",
      "Голосовая почта: voicemail pin 7731, host key ED25519.")
b.write()
