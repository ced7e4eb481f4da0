"""Stop 35, secrets fixer, mechanism (a): a secret in a network device's or VPN's config — Cisco IOS/NX-OS/ASA plaintext
(type 0) and reversible (type 7) passwords, key-strings, pre-shared keys, TACACS+/RADIUS keys; Juniper's reversible $9$ and
plaintext keys; FortiGate's `set psksecret` / `set password`; MikroTik's `password=` / `wpa2-pre-shared-key=`; strongSwan's
PSK line; SNMPv3 auth/priv keys and a community that is not public/private — EN and RU; their twins: the same lines with
a placeholder, cut out or masked, the syntax explained with no value, the public community, the commands alone."""
from batch_writer import Batch

b = Batch("s35S1", lang="auto")
b.add("cisco_plain", "secret",
      "R1 config before the audit:\nusername admin privilege 15 password 0 Adm1n#Lab-77\nline con 0\n login local",
      "enable secret 0 Gr33n-F1eld!2024\nservice timestamps log datetime msec",
      "На коммутаторе в серверной так и осталось: enable password Kv4rtal!88, надо перевести на secret 9.",
      "username backup secret 0 B4ckup_Sw!tch\nusername noc privilege 5 secret 0 NocView2025$",
      "старый конфиг ASA: username vpnuser password Rem0te!Acc3ss privilege 0",
      "line vty 0 4\n password 0 T3lnet-Old!\n login",
      )
b.add("cisco_type7", "secret",
      "From the branch router dump: enable password 7 0822455D0A16544541\n(type 7, trivially reversible)",
      "username legacy password 7 104D000A061843595F\nip domain-name corp.local",
      "В конфиге филиала нашёл: password 7 070C285F4D06485744 — это обратимо, поменять.",
      )
b.add("cisco_keys", "secret",
      "key chain EIGRP-KEYS\n key 1\n  key-string 7 121A0C0411045D5679\n key 2\n  key-string Eigrp!Auth2025",
      "crypto isakmp key Br4nchVPN!k3y address 198.51.100.7",
      "tunnel-group 203.0.113.10 ipsec-attributes\n ikev1 pre-shared-key Asa$Tunn3l-99",
      "tacacs-server host 10.0.0.5 key T4c4cs!Shared\naaa new-model",
      "radius-server host 10.1.1.20 auth-port 1812 key Rad1us-Sh4red#7",
      "radius server ISE-1\n address ipv4 10.1.1.20 auth-port 1812\n key R4d!usSecret99",
      "Ключ TACACS на всех свичах один: tacacs server ACS\n key 0 Tac4Key_Sw1tch",
      "interface Gi0/1\n ip ospf authentication message-digest\n ip ospf message-digest-key 1 md5 0spfMd5!Key",
      "NX-OS: feature tacacs+\ntacacs-server key 0 Nx0s-T4cacs!",
      "ASA: aaa-server ISE (inside) host 10.1.1.20\n key Is3-Rad!us-2025",
      )
b.add("juniper", "secret",
      "Juniper SRX: set security ike policy ike-pol pre-shared-key ascii-text \"Jun!perPsk2025\"",
      "set system radius-server 10.1.1.20 secret \"$9$kP5QFnCuBEc5Qn/tp0IRhrlMX7\"",
      "на MX так: set protocols ospf area 0.0.0.0 interface ge-0/0/0.0 authentication md5 1 key Osp6Md5Key!",
      "set snmp v3 usm local-engine user zbx authentication-sha authentication-password Zbx!AuthPass7",
      )
b.add("fortigate", "secret",
      "config vpn ipsec phase1-interface\n edit \"to-msk\"\n  set remote-gw 203.0.113.40\n  set psksecret Msk-Branch!Ps4k\n next\nend",
      "FortiGate, admin локальный: config system admin\n edit \"netadm\"\n  set password F0rti!Adm-2025\n next\nend",
      "config user local\n edit \"vpn-ivanov\"\n  set type password\n  set passwd Iv4nov!Vpn\n next",
      )
b.add("mikrotik", "secret",
      "/user add name=monitor group=read password=M1kro!Mon2025",
      "MikroTik L2TP для удалёнщиков: /ppp secret add name=petrov password=Petr0v!L2tp service=l2tp profile=vpn",
      "/interface wireless security-profiles set [ find default=yes ] mode=dynamic-keys authentication-types=wpa2-psk wpa2-pre-shared-key=Office-Wifi-7731",
      "/ip ipsec peer add address=198.51.100.9 secret=Ipsec!Mkt-42 exchange-mode=ike2",
      )
b.add("strongswan_wg", "secret",
      "/etc/ipsec.secrets на шлюзе:\n198.51.100.1 203.0.113.9 : PSK \"Sw4n-Shared!Key\"",
      "[Interface]\nPrivateKey = yAnz5TF+lXXJte14tji3zlMNq+hd2rYUIgJBgB3fBmk=\nAddress = 10.8.0.2/32",
      )
b.add("snmp", "secret",
      "snmp-server user nms NMS-GRP v3 auth sha Nms!AuthKey2025 priv aes 128 Nms!PrivKey2025",
      "SNMPv3 на всех коммутаторах: snmp-server user zabbix ZBX v3 auth md5 Zbx4uth!md5 priv des Zbx9riv!des",
      "snmp-server community Xk9!ro-stat RO\nsnmp-server location DC1",
      "Комьюнити для мониторинга UPS: snmp-server community Ups-M0n!tor RO 10",
      "snmpd.conf: createUser zbxmon SHA \"Zbx-Auth!2025\" AES \"Zbx-Priv!2025\"",
      )
b.add("cisco_plain_twin", "ordinary",
      "R1 config before the audit:\nusername admin privilege 15 password 0 <removed>\nline con 0\n login local",
      "enable secret 0 <enable-password>  — so the template reads; fill it from the vault on deploy.",
      "На коммутаторе в серверной так и осталось enable password, надо перевести на secret 9.",
      "username backup secret <cut>\nusername noc privilege 5 secret <cut>",
      "Type 0 means the password is stored in clear, type 7 is reversible, type 8 and 9 are proper hashes — use `enable algorithm-type scrypt secret`.",
      "line vty 0 4\n login local\n transport input ssh",
      "Turn on service password-encryption and replace every password 0 line with secret 9 before the audit.",
      )
b.add("cisco_keys_twin", "ordinary",
      "key chain EIGRP-KEYS\n key 1\n  key-string <from-vault>",
      "crypto isakmp key *** address 198.51.100.7 (the key is in KeePass under VPN/branch)",
      "tunnel-group 203.0.113.10 ipsec-attributes\n ikev1 pre-shared-key *****",
      "tacacs-server host 10.0.0.5 key <tacacs-key>\naaa new-model",
      "The RADIUS shared secret for ISE lives in the team vault; `radius server ISE-1` just needs `key` set from it.",
      "Ключ TACACS на всех свичах один, лежит в KeePass в папке Сеть/TACACS.",
      "interface Gi0/1\n ip ospf authentication message-digest\n ip ospf message-digest-key 1 md5 <key>",
      "show running-config | include key — prints every key-string line, so never paste its output into a ticket.",
      )
b.add("juniper_twin", "ordinary",
      "Juniper SRX: set security ike policy ike-pol pre-shared-key ascii-text \"<psk>\"",
      "On Junos the $9$ strings are reversible obfuscation, not a hash; treat them like plaintext.",
      "на MX так: set protocols ospf area 0.0.0.0 interface ge-0/0/0.0 authentication md5 1 key <ключ>",
      )
b.add("fortigate_twin", "ordinary",
      "config vpn ipsec phase1-interface\n edit \"to-msk\"\n  set remote-gw 203.0.113.40\n  set psksecret ENC <removed>\n next\nend",
      "FortiGate: после `set psksecret` ключ показывается как ENC и base64, в тикет его не копировать.",
      "config user local\n edit \"vpn-ivanov\"\n  set type ldap\n  set ldap-server \"corp-dc\"\n next",
      )
b.add("mikrotik_twin", "ordinary",
      "/user add name=monitor group=read password=<password>",
      "MikroTik L2TP для удалёнщиков: /ppp secret add name=<логин> password=<пароль> service=l2tp profile=vpn",
      "/interface wireless security-profiles print — покажет wpa2-pre-shared-key только с hide-sensitive=no, осторожно.",
      "/ppp secret print where service=l2tp",
      )
b.add("snmp_twin", "ordinary",
      "snmp-server user nms NMS-GRP v3 auth sha <auth-key> priv aes 128 <priv-key>",
      "SNMPv3: use authPriv with SHA and AES-128; the keys for zabbix are in the vault.",
      "snmp-server community public RO\nsnmp-server location DC1",
      "Убрать со всех UPS комьюнити public и private, включить SNMPv3.",
      "snmpd.conf: createUser zbxmon SHA \"<auth>\" AES \"<priv>\"",
      )
b.add("strongswan_wg_twin", "ordinary",
      "/etc/ipsec.secrets на шлюзе: одна строка вида `left right : PSK \"…\"`, права 600.",
      "[Interface]\nPrivateKey = <client-private-key>\nAddress = 10.8.0.2/32",
      "wg genkey | tee privatekey | wg pubkey > publickey",
      )
b.write()
