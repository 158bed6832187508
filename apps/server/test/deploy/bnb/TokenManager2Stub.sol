// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// Test support: a stand-in for four.meme's TokenManager2 on the in-process EVM (fake-bsc-node.ts).
// It checks what TokenManager2 checks before creating a token: four.meme's signature over the
// arguments and the fee sent. The arguments' layout is ours (fake-four-meme-create-args.ts);
// four.meme's is opaque to a launcher, which only passes them on.

contract MemeToken {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor(string memory name_, string memory symbol_, uint256 supply, address holder) {
        name = name_;
        symbol = symbol_;
        totalSupply = supply;
        balanceOf[holder] = supply;
        emit Transfer(address(0), holder, supply);
    }
}

contract TokenManager2Stub {
    struct CreateArgs {
        uint256 requestId;
        address creator;
        string name;
        string symbol;
        uint256 totalSupply;
        uint256 launchTime;
        uint256 presale;
    }

    address public owner;
    address public signer;
    uint256 public _launchFee;
    uint256 public _tradingFeeRate;
    mapping(uint256 => bool) public usedRequests;

    event TokenCreate(
        address creator,
        address token,
        uint256 requestId,
        string name,
        string symbol,
        uint256 totalSupply,
        uint256 launchTime,
        uint256 launchFee
    );

    // Set once by the fake node right after it places the code at TokenManager2's address.
    function init(address signer_, uint256 launchFee_, uint256 tradingFeeRate_) external {
        require(owner == address(0), "Already initialised");
        owner = msg.sender;
        signer = signer_;
        _launchFee = launchFee_;
        _tradingFeeRate = tradingFeeRate_;
    }

    function setLaunchFee(uint256 launchFee_) external {
        require(msg.sender == owner, "Only the owner");
        _launchFee = launchFee_;
    }

    function createToken(bytes calldata args, bytes calldata signature) external payable {
        bytes32 digest = keccak256(
            abi.encodePacked("\x19Ethereum Signed Message:\n32", keccak256(args))
        );
        require(recover(digest, signature) == signer, "Signature is not four.meme's");
        CreateArgs memory a = abi.decode(args, (CreateArgs));
        require(a.creator == msg.sender, "Arguments are for another wallet");
        require(!usedRequests[a.requestId], "Request already used");
        uint256 due = _launchFee + a.presale + (a.presale * _tradingFeeRate) / 10000;
        require(msg.value >= due, "Insufficient launch fee");
        usedRequests[a.requestId] = true;
        MemeToken token = new MemeToken(a.name, a.symbol, a.totalSupply, address(this));
        emit TokenCreate(
            msg.sender,
            address(token),
            a.requestId,
            a.name,
            a.symbol,
            a.totalSupply,
            a.launchTime,
            _launchFee
        );
        // Research §1e: what is sent beyond the due amount comes back.
        if (msg.value > due) payable(msg.sender).transfer(msg.value - due);
    }

    function recover(bytes32 digest, bytes calldata signature) private pure returns (address) {
        if (signature.length != 65) return address(0);
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        return ecrecover(digest, v, r, s);
    }
}
